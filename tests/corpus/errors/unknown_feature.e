-- Invalid program: the checker must report exactly these diagnostics (LINE:COL of the
-- offending token, 1-based, a tab counts as one column; message substring compared case-insensitively).
-- expect error: 18:31: unknown feature

class
    UNKNOWN_FEATURE_TEST

create
    make

feature

    make
        local
            s: STRING
        do
            s := "abc"
            io.put_integer (s.lenght)
        end

end
