note
	description: "[
		Read-only strings of any character width: what STRING_8, STRING_32,
		IMMUTABLE_STRING_8 have in common (EiffelBase's READABLE_STRING_GENERAL,
		reduced to what clients commonly call). Characters are at 1 .. count.
	]"

deferred class
	READABLE_STRING_GENERAL

inherit
	HASHABLE

feature -- Access

	count: INTEGER
			-- Number of characters
		deferred
		end

	code (i: INTEGER): NATURAL_32
			-- Code of the character at position `i'
		require
			valid_index: valid_index (i)
		deferred
		end

	valid_index (i: INTEGER): BOOLEAN
			-- Is `i' the position of a character (1 .. count)?
		deferred
		end

feature -- Status report

	is_string_8: BOOLEAN
			-- Is this a string of CHARACTER_8?
		do
			Result := attached {READABLE_STRING_8} Current
		end

	is_string_32: BOOLEAN
			-- Is this a string of CHARACTER_32?
		do
			Result := attached {READABLE_STRING_32} Current
		end

	is_empty: BOOLEAN
			-- Has the string no character?
		deferred
		end

	is_valid_as_string_8: BOOLEAN
			-- Is every character representable as a CHARACTER_8?
		local
			i: INTEGER
		do
			from
				Result := True
				i := 1
			until
				not Result or i > count
			loop
				Result := code (i) <= 255
				i := i + 1
			end
		end

	same_string_general (other: READABLE_STRING_GENERAL): BOOLEAN
			-- Has `other' the same character codes as Current?
		local
			i: INTEGER
		do
			if other.count = count then
				from
					Result := True
					i := 1
				until
					not Result or i > count
				loop
					Result := code (i) = other.code (i)
					i := i + 1
				end
			end
		end

feature -- Conversion

	as_string_8: STRING_8
			-- New STRING_8 with the same characters; a character beyond
			-- CHARACTER_8 becomes '%U'
		local
			i: INTEGER
			c: NATURAL_32
		do
			create Result.make (count)
			from
				i := 1
			until
				i > count
			loop
				c := code (i)
				if c <= 255 then
					Result.append_character (c.to_character_8)
				else
					Result.append_character ('%U')
				end
				i := i + 1
			end
		end

	to_string_8: STRING_8
			-- New STRING_8 with the same characters
		require
			is_valid_as_string_8: is_valid_as_string_8
		do
			Result := as_string_8
		end

	as_string_32: STRING_32
			-- New STRING_32 with the same characters
		do
			create Result.make_from_string (Current)
		end

	to_string_32: STRING_32
			-- New STRING_32 with the same characters
		do
			Result := as_string_32
		end

end
