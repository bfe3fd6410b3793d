note
	description: "Truth values, with the boolean operators as built-ins"

frozen expanded class
	BOOLEAN

inherit
	BOOLEAN_REF
		redefine
			out
		end

create
	default_create

feature -- Basic operations

	conjuncted alias "and" (other: BOOLEAN): BOOLEAN
			-- Boolean conjunction with `other'
		external
			"built_in"
		end

	disjuncted alias "or" (other: BOOLEAN): BOOLEAN
			-- Boolean disjunction with `other'
		external
			"built_in"
		end

	disjuncted_exclusive alias "xor" (other: BOOLEAN): BOOLEAN
			-- Boolean exclusive or with `other'
		external
			"built_in"
		end

	negated alias "not": BOOLEAN
			-- Negation
		external
			"built_in"
		end

feature -- Output

	out: STRING
			-- "True" or "False"
		external
			"built_in"
		end

end
