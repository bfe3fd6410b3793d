-- Invalid program: the checker must report exactly these diagnostics (LINE:COL of the
-- offending token, 1-based, a tab counts as one column; message substring compared case-insensitively).
-- expect error: 17:18: unknown identifier

class
    UNKNOWN_IDENTIFIER_TEST

create
    make

feature

    make
        local
            x: INTEGER
        do
            x := y + 1
            io.put_integer (x)
        end

end
