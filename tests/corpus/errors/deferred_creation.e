-- Invalid program: the checker must report exactly these diagnostics (LINE:COL of the
-- offending token, 1-based, a tab counts as one column; message substring compared case-insensitively).
-- A deferred class cannot be instantiated; the position is the create keyword.
-- expect error: 18:13: deferred

class
    DEFERRED_CREATION_TEST

create
    make

feature

    make
        local
            s: SHAPE
        do
            create s
        end

end

deferred class
    SHAPE

feature

    area: INTEGER
        deferred
        end

end
