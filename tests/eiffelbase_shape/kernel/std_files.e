note
	description: "The standard files; writing is a built-in"

class
	STD_FILES

feature -- Output

	put_string (s: READABLE_STRING_8)
			-- Write `s' on the standard output.
		external
			"built_in"
		end

	new_line
			-- Write a line break.
		do
			put_string ("%N")
		end

end
