-- An object test without a type (`attached previous as q') in a postcondition inherited by the
-- redefinition in a generic heir: it tests Voidness only, whatever the heir's formal generics
-- (the ancestor's `like first_element' would name the ancestor's formal). The heir's own
-- `previous' (a BOX, the heir's cells) is what the inherited clause sees.
-- expect: 5 7

class
    INHERITED_OBJECT_TEST_GENERIC

create
    make

feature

    make
        local
            b: BOXED_LIST [INTEGER]
        do
            create b
            b.put_left (5)
            io.put_integer (b.item)
            b.put_left (7)
            io.put_string (" " + b.item.out)
            io.put_new_line
        end

end

class
    CELL_LIST [G]

feature

    item: G
        do
            check attached active as a then Result := a.item end
        end

    active: detachable like new_cell

    new_cell (v: like item): CELL [G]
        do
            create Result.put (v)
        end

    previous: like active
        do
            Result := active
        end

    put_left (v: like item)
        local
            p: like new_cell
            spare: like active
        do
            p := new_cell (v)
            spare := p
            active := spare
        ensure then
            previous_exists: previous /= Void
            item_inserted: attached previous as q and then q.item = v
        end

end

class
    BOXED_LIST [H]

inherit
    CELL_LIST [H]
        redefine put_left, new_cell end

feature

    new_cell (v: like item): BOX [H]
        do
            create Result.put (v)
        end

    put_left (v: like item)
        do
            active := new_cell (v)
        end

end

class
    BOX [G]

inherit
    CELL [G]

create
    put

end
