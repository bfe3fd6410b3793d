note
	description: "Read-only strings of CHARACTER_8 (STRING_8, IMMUTABLE_STRING_8)."

deferred class
	READABLE_STRING_8

inherit
	READABLE_STRING_GENERAL

feature -- Access

	item alias "[]" (i: INTEGER): CHARACTER_8
			-- Character at position `i'
		require
			valid_index: valid_index (i)
		deferred
		end

	code (i: INTEGER): NATURAL_32
			-- Code of the character at position `i'
		do
			Result := item (i).natural_32_code
		end

end
