-- Invalid program: the checker must report exactly these diagnostics (LINE:COL of the
-- offending token, 1-based, a tab counts as one column; message substring compared case-insensitively).
-- Syntax errors in two routines; the parser recovers at the next feature.
-- expect error: 20:16: expected
-- expect error: 27:21: expected

class
    BAD_FEATURE_DECLARATIONS_TEST

create
    make

feature

    make
        do
            io.put_string ("x")
        end

    broken (a: ) : INTEGER
        do
            Result := 1
        end

    also_broken
        do
            if True io.put_string ("y") end
        end

end
