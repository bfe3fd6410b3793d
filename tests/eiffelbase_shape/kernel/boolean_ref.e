note
	description: "References to objects containing a boolean value"

class
	BOOLEAN_REF

inherit
	HASHABLE
		redefine
			out
		end

feature -- Access

	item: BOOLEAN
			-- Boolean value
		external
			"built_in"
		end

	hash_code: INTEGER
			-- Hash code value
		do
			if item then
				Result := 1
			end
		end

feature -- Output

	out: STRING
			-- Printable representation of boolean value
		do
			Result := item.out
		end

end
