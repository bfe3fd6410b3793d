note
	description: "References to objects containing a character value"

class
	CHARACTER_8_REF

inherit
	COMPARABLE
		redefine
			out
		end

feature -- Access

	item: CHARACTER_8
			-- Character value
		external
			"built_in"
		end

	code: INTEGER
			-- Associated integer value
		do
			Result := item.code
		end

feature -- Comparison

	is_less alias "<" (other: like Current): BOOLEAN
			-- Is `other' greater than current character?
		do
			Result := code < other.code
		end

feature -- Output

	out: STRING
			-- Printable representation of character
		do
			Result := item.out
		end

end
