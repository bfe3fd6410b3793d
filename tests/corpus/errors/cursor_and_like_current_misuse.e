-- Invalid program: `@ n' where n is no iteration variable (a local, or an iteration variable
-- out of its loop), and `create Result.make' with Result `like Current' where `make' is not a
-- creation procedure of the current class.
-- expect error: 22:44: `n' is not an iteration variable
-- expect error: 26:31: `x' is not an iteration variable
-- expect error: 31:13: not a creation procedure

class
    CURSOR_AND_LIKE_CURRENT_MISUSE

create
    make

feature

    make
        local
            n: INTEGER
            a: ARRAY [INTEGER]
        do
            a := <<1, 2>>
            io.put_boolean (∀ x: a ¦ x > @ n.item)
            across a is x loop
                n := n + x
            end
            io.put_integer (@ x.target_index)
        end

    copy_of: like Current
        do
            create Result.reset
        end

    reset
        do
        end

end
