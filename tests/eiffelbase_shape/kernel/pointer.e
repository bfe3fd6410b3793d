note
	description: "Addresses, which only externals use: `$x' gives one; the built-ins as EiffelBase declares them"

frozen expanded class
	POINTER

inherit
	POINTER_REF
		redefine
			plus, out
		end

create
	default_create

feature -- Operations

	plus alias "+" (offset: INTEGER): POINTER
			-- The address `offset' bytes further
		external
			"built_in"
		end

feature -- Output

	out: STRING
			-- Hexadecimal text of the address
		external
			"built_in"
		end

end
