-- Invalid program: the checker must report exactly these diagnostics (LINE:COL of the
-- offending token, 1-based, a tab counts as one column; message substring compared case-insensitively).
-- The parser must recover and report all three syntax errors (each at the unexpected token),
-- and nothing else.
-- expect error: 28:18: expected
-- expect error: 35:23: expected
-- expect error: 43:9: expected

class
    PARSE_RECOVERY_TEST

create
    make

feature

    make
        do
            first
            second
            third
        end

    first
        local
            x: INTEGER
        do
            x := * 2
        end

    second
        local
            y: INTEGER
        do
            y := (1 + )
        end

    third
        local
            z: INTEGER
        do
            z := 1 +
        end

end
