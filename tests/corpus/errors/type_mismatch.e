-- Invalid program: the checker must report exactly these diagnostics (LINE:COL of the
-- offending token, 1-based, a tab counts as one column; message substring compared case-insensitively).
-- The position of a mismatch is the start of the source expression or actual argument.
-- expect error: 21:18: type mismatch
-- expect error: 22:18: type mismatch
-- expect error: 23:19: type mismatch

class
    TYPE_MISMATCH_TEST

create
    make

feature

    make
        local
            i: INTEGER
            b: BOOLEAN
        do
            i := "text"
            b := 3
            show (True)
        end

    show (n: INTEGER)
        do
            io.put_integer (n)
        end

end
