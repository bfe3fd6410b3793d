note
	description: "The standard files; writing goes through the standard output's CONSOLE"

class
	STD_FILES

feature -- Access

	standard_default: CONSOLE
			-- The standard output
		once
			create Result.make_open_stdout ("stdout")
		end

feature -- Output

	put_string (s: READABLE_STRING_8)
			-- Write `s' on the standard output.
		do
			standard_default.put_string (s)
		end

	put_integer (i: INTEGER)
			-- Write `i' on the standard output.
		do
			standard_default.put_integer (i)
		end

	put_character (c: CHARACTER_8)
			-- Write `c' on the standard output.
		do
			standard_default.put_character (c)
		end

	new_line
			-- Write a line break.
		do
			standard_default.put_new_line
		end

feature -- Input

	read_character
			-- Read a character from the standard input.
		do
			standard_default.read_character
		end

end
