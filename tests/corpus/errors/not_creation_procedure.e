-- Invalid program: the checker must report exactly these diagnostics (LINE:COL of the
-- offending token, 1-based, a tab counts as one column; message substring compared case-insensitively).
-- expect error: 18:13: not a creation procedure

class
    NOT_CREATION_PROCEDURE_TEST

create
    make

feature

    make
        local
            c: COUNTER
        do
            create c.make
            create c.reset
        end

end

class
    COUNTER

create
    make

feature

    make
        do
            value := 1
        end

    reset
        do
            value := 0
        end

    value: INTEGER

end
