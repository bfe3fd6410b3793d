note
	description: "[
		Strings of CHARACTER_8 that never change once made: a private copy
		of the characters they were made from.
	]"

class
	IMMUTABLE_STRING_8

inherit
	READABLE_STRING_8
		redefine
			is_equal, out
		end

create
	make_from_string, make_empty

feature {NONE} -- Initialization

	make_from_string (s: READABLE_STRING_GENERAL)
			-- Make with the characters of `s' (`as_string_8' of it).
		do
			text := s.as_string_8
		ensure
			same_count: count = s.count
		end

	make_empty
			-- Make an empty string.
		do
			create text.make_empty
		end

feature -- Access

	item alias "[]" (i: INTEGER): CHARACTER_8
			-- Character at position `i'
		do
			Result := text.item (i)
		end

	count: INTEGER
			-- Number of characters
		do
			Result := text.count
		end

	is_empty: BOOLEAN
			-- Has the string no character?
		do
			Result := text.is_empty
		end

	valid_index (i: INTEGER): BOOLEAN
			-- Is `i' the position of a character (1 .. count)?
		do
			Result := 1 <= i and i <= count
		end

	hash_code: INTEGER
			-- Hash code value (that of the same characters in a STRING_8)
		do
			Result := text.hash_code
		end

	same_string (other: READABLE_STRING_8): BOOLEAN
			-- Same characters as `other'?
		do
			Result := same_string_general (other)
		end

	is_equal (other: like Current): BOOLEAN
			-- Same characters as `other'?
		do
			Result := text.same_string (other.text)
		end

	out: STRING
			-- New STRING_8 with the characters
		do
			Result := text.twin
		end

feature {IMMUTABLE_STRING_8} -- Implementation

	text: STRING_8
			-- The characters

end
