note
	description: "Files as EiffelBase's FILE starts them: the name kept as given and as C bytes (through FILE_INFO and MANAGED_POINTER), a mode, a C file pointer"

class
	FILE

feature {NONE} -- Initialization

	make_with_name (fn: READABLE_STRING_8)
			-- A closed file named `fn'.
		require
			fn_not_empty: not fn.is_empty
		do
			set_name (fn)
			mode := closed_file
			file_pointer := default_pointer
		ensure
			file_named: internal_name = fn
			file_closed: not is_open_write
		end

feature -- Access

	name: STRING
			-- The name, read back from its C bytes
		do
			if attached internal_name_pointer as p then
				Result := buffered_file_info.pointer_to_file_name (p)
			else
				create Result.make_empty
			end
		end

	file_pointer: POINTER
			-- The C file

feature -- Status report

	is_open_write: BOOLEAN
			-- Is the file open for writing?
		do
			Result := mode = write_file
		end

feature {NONE} -- Implementation

	set_name (a_name: READABLE_STRING_8)
			-- Keep `a_name', and its bytes for C.
		do
			internal_name := a_name
			internal_name_pointer := buffered_file_info.file_name_to_pointer (a_name)
		end

	set_write_mode
			-- Open for writing.
		do
			mode := write_file
		end

	mode: INTEGER
			-- Closed or open for writing

	internal_name: detachable READABLE_STRING_8
			-- The name as given

	internal_name_pointer: detachable MANAGED_POINTER
			-- The name's bytes for C

	buffered_file_info: FILE_INFO
			-- Status and name conversions, shared by every file
		once
			create Result.make
		end

	closed_file: INTEGER = 0
	write_file: INTEGER = 2

invariant
	valid_mode: mode = closed_file or mode = write_file

end
