-- Invalid program: the checker must report exactly these diagnostics (LINE:COL of the
-- offending token, 1-based, a tab counts as one column; message substring compared case-insensitively).
-- expect error: 15:16: unknown class

class
    UNKNOWN_CLASS_TEST

create
    make

feature

    make
        local
            w: WIDGET
        do
            io.put_string ("x")
        end

end
