note
	description: "Characters, with their code as a built-in"

frozen expanded class
	CHARACTER_8

inherit
	CHARACTER_8_REF
		redefine
			code, is_less, out
		end

create
	default_create

feature -- Access

	code: INTEGER
			-- Associated integer value
		external
			"built_in"
		end

feature -- Comparison

	is_less alias "<" (other: CHARACTER_8): BOOLEAN
			-- Is `other' greater than current character?
		external
			"built_in"
		end

feature -- Output

	out: STRING
			-- The character as a string
		external
			"built_in"
		end

end
