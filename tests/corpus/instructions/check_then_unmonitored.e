-- `check attached x as a then … end' binds `a' even where the check itself is not monitored:
-- in a query called by a postcondition (assertions are not checked inside assertions).
-- expect: 4

class
    CHECK_THEN_UNMONITORED

create
    make

feature

    make
        do
            put (4)
            io.put_integer (item)
            io.put_new_line
        end

    cell: detachable CELL [INTEGER]

    item: INTEGER
        do
            check attached cell as c then
                Result := c.item
            end
        end

    put (v: INTEGER)
        do
            create cell.put (v)
        ensure
            stored: item = v
        end

end
