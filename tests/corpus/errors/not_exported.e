-- Invalid program: the checker must report exactly these diagnostics (LINE:COL of the
-- offending token, 1-based, a tab counts as one column; message substring compared case-insensitively).
-- expect error: 18:31: not exported

class
    NOT_EXPORTED_TEST

create
    make

feature

    make
        local
            v: VAULT
        do
            create v
            io.put_integer (v.code)
            io.put_integer (v.shown)
        end

end

class
    VAULT

feature

    shown: INTEGER = 1

feature {NONE}

    code: INTEGER = 1234

end
