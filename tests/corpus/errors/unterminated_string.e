-- Invalid program: the checker must report exactly these diagnostics (LINE:COL of the
-- offending token, 1-based, a tab counts as one column; message substring compared case-insensitively).
-- The lexer reports the string (position of its opening quote) and goes on at the next line.
-- expect error: 18:18: unterminated string

class
    UNTERMINATED_STRING_TEST

create
    make

feature

    make
        local
            s: STRING
        do
            s := "abc
            io.put_string ("fine")
        end

end
