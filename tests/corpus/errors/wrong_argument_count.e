-- Invalid program: the checker must report exactly these diagnostics (LINE:COL of the
-- offending token, 1-based, a tab counts as one column; message substring compared case-insensitively).
-- The position is the start of the called feature name.
-- expect error: 17:29: wrong number of arguments
-- expect error: 18:29: wrong number of arguments

class
    WRONG_ARGUMENT_COUNT_TEST

create
    make

feature

    make
        do
            io.put_integer (twice (1, 2))
            io.put_integer (twice)
        end

    twice (n: INTEGER): INTEGER
        do
            Result := 2 * n
        end

end
