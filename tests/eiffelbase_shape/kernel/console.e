note
	description: "The standard files as EiffelBase's CONSOLE makes them: a FILE named %"stdout%" whose C file is console_def's, written through the C externals of EiffelBase's console"

class
	CONSOLE

inherit
	FILE

create
	make_open_stdout, make_open_stderr

feature {NONE} -- Initialization

	make_open_stdout (fn: READABLE_STRING_8)
			-- Open the standard output, named `fn'.
		do
			make_with_name (fn)
			file_pointer := console_def (1)
			set_write_mode
		end

	make_open_stderr (fn: READABLE_STRING_8)
			-- Open the standard error, named `fn'.
		do
			make_with_name (fn)
			file_pointer := console_def (2)
			set_write_mode
		end

feature -- Input

	read_character
			-- Read a character from the standard input.
		do
			last_character := console_readchar (file_pointer)
		end

	last_character: CHARACTER_8
			-- The character read last

feature -- Output

	put_string (s: READABLE_STRING_8)
			-- Write `s'.
		local
			external_s: ANY
		do
			if s.count > 0 then
				external_s := s.area
				console_ps (file_pointer, $external_s, s.count)
			end
		end

	put_integer (i: INTEGER)
			-- Write `i'.
		do
			console_pi (file_pointer, i)
		end

	put_character (c: CHARACTER_8)
			-- Write `c'.
		do
			console_pc (file_pointer, c)
		end

	put_new_line
			-- Write a line break.
		do
			console_tnwl (file_pointer)
		end

feature {NONE} -- Implementation

	console_def (number: INTEGER): POINTER
			-- The C file of standard file `number'
		external
			"C use %"eif_console.h%""
		end

	console_ps (file: POINTER; s_area: POINTER; length: INTEGER)
			-- Write `length' characters at `s_area' on `file'.
		external
			"C signature (FILE *, char *, EIF_INTEGER) use %"eif_console.h%""
		end

	console_pi (file: POINTER; i: INTEGER)
			-- Write `i' on `file'.
		external
			"C signature (FILE *, EIF_INTEGER) use %"eif_console.h%""
		end

	console_pc (file: POINTER; c: CHARACTER_8)
			-- Write `c' on `file'.
		external
			"C signature (FILE *, EIF_CHARACTER) use %"eif_console.h%""
		end

	console_tnwl (file: POINTER)
			-- Write a line break on `file'.
		external
			"C signature (FILE *) use %"eif_console.h%""
		end

	console_readchar (file: POINTER): CHARACTER_8
			-- Read a character from `file'
		external
			"C blocking signature (FILE *): EIF_CHARACTER use %"eif_console.h%""
		end

end
