-- Invalid program: the checker must report exactly these diagnostics (LINE:COL of the
-- offending token, 1-based, a tab counts as one column; message substring compared case-insensitively).
-- An assertion clause must be a boolean expression.
-- expect error: 21:13: boolean

class
    NON_BOOLEAN_ASSERTION_TEST

create
    make

feature

    make
        do
            io.put_integer (next (1))
        end

    next (n: INTEGER): INTEGER
        require
            n + 1
        do
            Result := n + 1
        end

end
