note
	description: "Integer values coded on 32 bits: the value itself is the object"

frozen expanded class
	INTEGER_32

inherit
	INTEGER_32_REF
		redefine
			is_less, plus, minus, product, out
		end

create
	default_create

feature -- Comparison

	is_less alias "<" (other: INTEGER_32): BOOLEAN
			-- Is current integer less than `other'?
		external
			"built_in"
		end

feature -- Basic operations

	plus alias "+" (other: INTEGER_32): INTEGER_32
			-- Sum with `other'
		external
			"built_in"
		end

	minus alias "-" (other: INTEGER_32): INTEGER_32
			-- Result of subtracting `other'
		external
			"built_in"
		end

	product alias "*" (other: INTEGER_32): INTEGER_32
			-- Product by `other'
		external
			"built_in"
		end

	opposite alias "-": INTEGER_32
			-- Unary minus
		external
			"built_in"
		end

	identity alias "+": INTEGER_32
			-- Unary plus
		external
			"built_in"
		end

	integer_quotient alias "//" (other: INTEGER_32): INTEGER_32
			-- Integer division of Current by `other'
		require
			divisor_not_zero: other /= 0
		external
			"built_in"
		end

	integer_remainder alias "\\" (other: INTEGER_32): INTEGER_32
			-- Remainder of the integer division of Current by `other'
		require
			divisor_not_zero: other /= 0
		external
			"built_in"
		end

feature -- Output

	out: STRING
			-- Printable representation of integer value
		external
			"built_in"
		end

end
