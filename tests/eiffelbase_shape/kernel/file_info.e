note
	description: "What FILE keeps about a file: a buffer of the size of C's `struct stat', and its name's bytes in C memory"

class
	FILE_INFO

create
	make

feature {NONE} -- Initialization

	make
			-- A buffer for the file's status.
		do
			create buffer.make_filled ('%U', stat_size)
		end

feature -- Access

	buffer: SPECIAL [CHARACTER_8]
			-- The status buffer

	file_name_to_pointer (a_name: READABLE_STRING_8): MANAGED_POINTER
			-- The bytes of `a_name' followed by a zero byte, in C memory
		local
			i: INTEGER
		do
			create Result.make (a_name.count + 1)
			from
				i := 1
			until
				i > a_name.count
			loop
				Result.put_character (a_name.item (i), i - 1)
				i := i + 1
			end
		ensure
			terminated: Result.read_character (a_name.count) = '%U'
		end

	pointer_to_file_name (a_ptr: MANAGED_POINTER): STRING
			-- The name whose bytes `a_ptr' holds up to the zero byte
		local
			i: INTEGER
		do
			create Result.make (a_ptr.count)
			from
			until
				a_ptr.read_character (i) = '%U'
			loop
				Result.append_character (a_ptr.read_character (i))
				i := i + 1
			end
		end

feature {NONE} -- Implementation

	stat_size: INTEGER
			-- Size of C's `struct stat' in bytes
		external
			"C use %"eif_file.h%""
		end

end
