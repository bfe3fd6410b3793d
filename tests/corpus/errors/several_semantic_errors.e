-- Invalid program: the checker must report exactly these diagnostics (LINE:COL of the
-- offending token, 1-based, a tab counts as one column; message substring compared case-insensitively).
-- Several independent errors in one routine, reported in source order.
-- expect error: 22:18: unknown identifier
-- expect error: 23:18: type mismatch
-- expect error: 24:13: unknown identifier
-- expect error: 25:22: type mismatch

class
    SEVERAL_SEMANTIC_ERRORS_TEST

create
    make

feature

    make
        local
            n: INTEGER
            s: STRING
        do
            n := count_of ("a")
            s := n
            undefined_procedure
            n := n + s
        end

end
