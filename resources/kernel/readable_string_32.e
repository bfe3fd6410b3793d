note
	description: "Read-only strings of CHARACTER_32 (STRING_32)."

deferred class
	READABLE_STRING_32

inherit
	READABLE_STRING_GENERAL

feature -- Access

	item alias "[]" (i: INTEGER): CHARACTER_32
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
