note
	description: "[
		Standard output of a run, reached through `io' (ANY). Everything goes
		through the one built-in `put_string'; the other routines format first.
	]"

class
	STD_FILES

feature -- Output

	put_string (s: STRING)
			-- Write `s' at end of the run's output.
		require
			s_not_void: s /= Void
		external
			"built_in"
		end

	putstring (s: STRING)
			-- Same as `put_string'
		require
			s_not_void: s /= Void
		do
			put_string (s)
		end

	put_character (c: CHARACTER_8)
			-- Write `c' at end of the output.
		do
			put_string (c.out)
		end

	putchar (c: CHARACTER_8)
			-- Same as `put_character'
		do
			put_character (c)
		end

	put_integer (i: INTEGER)
			-- Write the decimal representation of `i', e.g. "-5".
		do
			put_string (i.out)
		end

	putint (i: INTEGER)
			-- Same as `put_integer'
		do
			put_integer (i)
		end

	put_integer_32 (i: INTEGER)
			-- Same as `put_integer'
		do
			put_integer (i)
		end

	put_integer_64 (i: INTEGER_64)
			-- Write the decimal representation of `i'.
		do
			put_string (i.out)
		end

	put_natural_32 (n: NATURAL_32)
			-- Write the decimal representation of `n'.
		do
			put_string (n.out)
		end

	put_natural (n: NATURAL_32)
			-- Same as `put_natural_32'
		do
			put_string (n.out)
		end

	put_integer_8 (i: INTEGER_8)
			-- Write the decimal representation of `i'.
		do
			put_string (i.out)
		end

	put_integer_16 (i: INTEGER_16)
			-- Write the decimal representation of `i'.
		do
			put_string (i.out)
		end

	put_natural_8 (n: NATURAL_8)
			-- Write the decimal representation of `n'.
		do
			put_string (n.out)
		end

	put_natural_16 (n: NATURAL_16)
			-- Write the decimal representation of `n'.
		do
			put_string (n.out)
		end

	put_natural_64 (n: NATURAL_64)
			-- Write the decimal representation of `n'.
		do
			put_string (n.out)
		end

	put_real_32 (r: REAL_32)
			-- Write the text of `r'.
		do
			put_string (r.out)
		end

	put_real_64 (r: REAL_64)
			-- Write the text of `r'.
		do
			put_string (r.out)
		end

	put_character_32 (c: CHARACTER_32)
			-- Write the character of `c' (UTF-8).
		do
			put_string (c.out)
		end

	put_boolean (b: BOOLEAN)
			-- Write "True" or "False".
		do
			put_string (b.out)
		end

	putbool (b: BOOLEAN)
			-- Same as `put_boolean'
		do
			put_boolean (b)
		end

	put_real (r: REAL_64)
			-- Write `r' as `{REAL_64}.out' does, e.g. "3.5".
		do
			put_string (r.out)
		end

	putreal (r: REAL_64)
			-- Same as `put_real'
		do
			put_real (r)
		end

	put_double (d: REAL_64)
			-- Same as `put_real'
		do
			put_string (d.out)
		end

	put_new_line
			-- Write a line break ("%N").
		do
			put_string ("%N")
		end

	new_line
			-- Same as `put_new_line'
		do
			put_string ("%N")
		end

end
