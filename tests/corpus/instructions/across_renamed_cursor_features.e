-- `across' runs ITERABLE's `new_cursor' and ITERATION_CURSOR's `after', `item' and `forth' under
-- the names the classes give them, as EiffelStudio does: here the sequence renames ITERABLE's
-- `new_cursor' as `new_iterator' (a cursor on the first item) and has a `new_cursor' of its
-- own (a cursor before the first item, where `item' is not valid), and the cursor renames
-- `forth' as `step' and has a `forth' of its own that moves two positions.
-- expect: 10 20 30
-- expect: True False
-- expect: 6

class
    ACROSS_RENAMED_CURSOR_FEATURES

create
    make

feature

    make
        local
            s: SEQUENCE_OF [INTEGER]
            n: INTEGER
        do
            create s.make (<<10, 20, 30>>)
            across s as x loop
                io.put_string (x.item.out)
                if x.item < 30 then
                    io.put_string (" ")
                end
            end
            io.put_new_line
            io.put_string ((across s as x all x.item >= 10 end).out + " " + (across s as x some x.item > 30 end).out)
            io.put_new_line
            create s.make (<<1, 2, 3>>)
            across s as x loop
                n := n + x.item
            end
            io.put_integer (n)
            io.put_new_line
        end

end

class
    SEQUENCE_OF [G]

inherit
    ITERABLE [G]
        rename
            new_cursor as new_iterator
        end

create
    make

feature

    make (a: ARRAY [G])
        do
            items := a
        end

    items: ARRAY [G]

    new_cursor: SEQUENCE_CURSOR [G]
            -- A cursor before the first item.
        do
            create Result.make (Current)
        end

    new_iterator: SEQUENCE_CURSOR [G]
            -- A cursor on the first item.
        do
            Result := new_cursor
            Result.start
        end

end

deferred class
    POSITION [G]

feature

    item: G
        require
            not_off: not off
        deferred
        end

    off: BOOLEAN
        deferred
        end

end

class
    SEQUENCE_CURSOR [G]

inherit
    POSITION [G]

    ITERATION_CURSOR [G]
        rename
            forth as step
        end

create
    make

feature

    make (s: SEQUENCE_OF [G])
        do
            sequence := s
        end

    sequence: SEQUENCE_OF [G]

    index: INTEGER

    item: G
        do
            Result := sequence.items [index]
        end

    off: BOOLEAN
        do
            Result := index < 1 or index > sequence.items.count
        end

    after: BOOLEAN
        do
            Result := index > sequence.items.count
        end

    start
        do
            index := 1
        end

    step
        do
            index := index + 1
        end

    forth
        do
            index := index + 2
        end

end
