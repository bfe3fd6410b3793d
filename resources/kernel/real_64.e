note
	description: "[
		IEEE 754 double precision reals (DOUBLE is the same type; REAL is REAL_32,
		as EiffelStudio maps it).
		`out' gives the shortest text that reads back as the same value,
		always with a fractional part: 3.5 -> "3.5", 1.0 -> "1.0".
	]"

expanded class
	REAL_64

inherit
	NUMERIC
		redefine
			out, is_equal
		end

	COMPARABLE
		redefine
			is_less_equal, is_greater, is_greater_equal, out, is_equal
		end

	HASHABLE
		redefine
			out, is_equal
		end

feature -- Access

	hash_code: INTEGER
			-- Hash code value (non-negative)
		do
			Result := out.hash_code
		end

	sign: INTEGER_32
			-- Sign value (0, -1 or 1)
		do
			if Current > 0.0 then
				Result := 1
			elseif Current < 0.0 then
				Result := -1
			end
		end

feature -- Status report

	is_nan: BOOLEAN
			-- Is current value "not a number"?
		do
			Result := Current /= Current
		end

	divisible (other: REAL_64): BOOLEAN
			-- May current object be divided by `other'?
		do
			Result := other /= 0.0
		end

feature -- Comparison

	is_less alias "<" (other: like Current): BOOLEAN
			-- Is current value less than `other'?
		external
			"built_in"
		end

	is_less_equal alias "<=" (other: like Current): BOOLEAN
			-- Is current value less than or equal to `other'?
		external
			"built_in"
		end

	is_greater alias ">" (other: like Current): BOOLEAN
			-- Is current value greater than `other'?
		external
			"built_in"
		end

	is_greater_equal alias ">=" (other: like Current): BOOLEAN
			-- Is current value greater than or equal to `other'?
		external
			"built_in"
		end

	is_equal (other: like Current): BOOLEAN
			-- Same value? (`=' on basic values is primitive.)
		do
			Result := Current = other
		end

feature -- Basic operations

	plus alias "+" (other: like Current): like Current
			-- Sum with `other'
		external
			"built_in"
		end

	minus alias "-" (other: like Current): like Current
			-- Result of subtracting `other'
		external
			"built_in"
		end

	product alias "*" (other: like Current): like Current
			-- Product by `other'
		external
			"built_in"
		end

	quotient alias "/" (other: like Current): like Current
			-- Division by `other' (IEEE: x / 0.0 is infinite or NaN, no violation)
		external
			"built_in"
		end

	power alias "^" (other: REAL_64): REAL_64
			-- Current value raised to the power `other'
		external
			"built_in"
		end

	identity alias "+": like Current
			-- Unary plus
		do
			Result := Current
		end

	opposite alias "-": like Current
			-- Unary minus
		external
			"built_in"
		end

	abs: REAL_64
			-- Absolute value
		do
			if Current < 0.0 then
				Result := -Current
			else
				Result := Current
			end
		end

feature -- Conversion

	truncated_to_integer: INTEGER_32
			-- Integer part (rounded toward zero)
		require
			fits: -2147483649.0 < Current and Current < 2147483648.0
		external
			"built_in"
		end

	truncated_to_integer_64: INTEGER_64
			-- Integer part as a 64-bit integer
		require
			fits: -9223372036854775808.0 <= Current and Current < 9223372036854775808.0
		external
			"built_in"
		end

	floor: INTEGER_32
			-- Greatest integer less than or equal to current value
		require
			fits: -2147483648.0 <= Current and Current < 2147483648.0
		do
			Result := truncated_to_integer
			if Result.to_double > Current then
				Result := Result - 1
			end
		end

	ceiling: INTEGER_32
			-- Smallest integer greater than or equal to current value
		require
			fits: -2147483649.0 < Current and Current <= 2147483647.0
		do
			Result := truncated_to_integer
			if Result.to_double < Current then
				Result := Result + 1
			end
		end

	rounded: INTEGER_32
			-- Rounded integral value, halves away from zero (2.5 -> 3, -2.5 -> -3)
		require
			fits: -2147483647.5 < Current and Current < 2147483647.5
		do
			Result := sign * (abs + 0.5).floor
		end

	to_double: REAL_64
			-- Same value
		do
			Result := Current
		end

	to_real: REAL_64
			-- Same value
		do
			Result := Current
		end

	to_real_64: REAL_64
			-- Same value
		do
			Result := Current
		end

	truncated_to_real: REAL_32
			-- Nearest REAL_32 (rounded to nearest, ties to even)
		external
			"built_in"
		end

	to_real_32: REAL_32
			-- Nearest REAL_32 (same as `truncated_to_real')
		do
			Result := truncated_to_real
		end

feature -- Output

	out: STRING
			-- Shortest text that reads back as the same value, with ".0" when
			-- integral: "3.5", "1.0", "-0.25", "1e+20" (see BUILTINS.md)
		external
			"built_in"
		end

end
