note
	description: "[
		32-bit signed integers (INTEGER is the same type). Arithmetic wraps
		around in two's complement: max_value + 1 = min_value.
	]"

expanded class
	INTEGER_32

inherit
	NUMERIC
		rename
			quotient as numeric_quotient
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

convert
	to_integer_64: {INTEGER_64},
	to_real_32: {REAL_32},
	to_double: {REAL_64}

feature -- Access

	min_value: INTEGER_32 = -2147483648
			-- Smallest value of type INTEGER_32

	max_value: INTEGER_32 = 2147483647
			-- Largest value of type INTEGER_32

	hash_code: INTEGER
			-- Hash code value (non-negative)
		do
			if Current >= 0 then
				Result := Current
			else
				Result := -(Current + 1)
			end
		end

	sign: INTEGER_32
			-- Sign value (0, -1 or 1)
		do
			if Current > 0 then
				Result := 1
			elseif Current < 0 then
				Result := -1
			end
		ensure
			three_way: Result = three_way_comparison (0)
		end

feature -- Status report

	divisible (other: INTEGER_32): BOOLEAN
			-- May current object be divided by `other'?
		do
			Result := other /= 0
		ensure
			value: Result = (other /= 0)
		end

	is_even: BOOLEAN
			-- Is current value even?
		do
			Result := Current \\ 2 = 0
		end

	is_odd: BOOLEAN
			-- Is current value odd?
		do
			Result := Current \\ 2 /= 0
		end

feature -- Comparison

	is_less alias "<" (other: like Current): BOOLEAN
			-- Is current integer less than `other'?
		external
			"built_in"
		end

	is_less_equal alias "<=" (other: like Current): BOOLEAN
			-- Is current integer less than or equal to `other'?
		external
			"built_in"
		end

	is_greater alias ">" (other: like Current): BOOLEAN
			-- Is current integer greater than `other'?
		external
			"built_in"
		end

	is_greater_equal alias ">=" (other: like Current): BOOLEAN
			-- Is current integer greater than or equal to `other'?
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
			-- Sum with `other' (wraps around)
		external
			"built_in"
		end

	minus alias "-" (other: like Current): like Current
			-- Result of subtracting `other' (wraps around)
		external
			"built_in"
		end

	product alias "*" (other: like Current): like Current
			-- Product by `other' (wraps around)
		external
			"built_in"
		end

	numeric_quotient (other: like Current): like Current
			-- NUMERIC's quotient, renamed (without alias) because for integers
			-- "/" is the real division `slash'; same as `integer_quotient'.
		do
			Result := Current // other
		end

	slash alias "/" (other: like Current): REAL_64
			-- Real division of current value by `other'
		require
			divisor_not_zero: other /= 0
		do
			Result := to_double / other.to_double
		end

	integer_quotient alias "//" (other: like Current): like Current
			-- Integer division of current value by `other', truncated toward zero
			-- (min_value // -1 wraps around to min_value)
		require
			divisor_not_zero: other /= 0
		external
			"built_in"
		end

	integer_remainder alias "\\" (other: like Current): like Current
			-- Remainder of the integer division, with the sign of current value
		require
			divisor_not_zero: other /= 0
		external
			"built_in"
		end

	power alias "^" (other: INTEGER_32): REAL_64
			-- Current value raised to the power `other'
			-- (ELKS takes a REAL_64 argument; INTEGER_32 here avoids a conversion)
		do
			Result := to_double ^ other.to_double
		end

	identity alias "+": like Current
			-- Unary plus
		do
			Result := Current
		end

	opposite alias "-": like Current
			-- Unary minus (wraps around: -min_value = min_value)
		external
			"built_in"
		end

	abs: INTEGER_32
			-- Absolute value (wraps around for min_value)
		do
			if Current < 0 then
				Result := -Current
			else
				Result := Current
			end
		end

	interval alias "|..|" (other: INTEGER_32): INTEGER_INTERVAL
			-- Interval from current value to `other' (empty if `other' < Current)
		do
			create Result.make (Current, other)
		end

feature -- Conversion

	to_integer_32: INTEGER_32
			-- Same value
		do
			Result := Current
		end

	to_integer: INTEGER_32
			-- Same value
		do
			Result := Current
		end

	to_integer_64: INTEGER_64
			-- Same value as a 64-bit integer
		external
			"built_in"
		end

	to_natural_32: NATURAL_32
			-- Same value as a natural
		require
			not_negative: Current >= 0
		external
			"built_in"
		end

	to_double: REAL_64
			-- Same value as a real
		external
			"built_in"
		end

	to_real: REAL_64
			-- Same value as a real
		do
			Result := to_double
		end

	to_real_64: REAL_64
			-- Same value as a real
		do
			Result := to_double
		end

	to_character_8: CHARACTER_8
			-- Character whose code is current value
		require
			valid_character_code: 0 <= Current and Current <= 255
		external
			"built_in"
		ensure
			code_set: Result.code = Current
		end

	to_character: CHARACTER_8
			-- Character whose code is current value
		require
			valid_character_code: 0 <= Current and Current <= 255
		do
			Result := to_character_8
		end

feature -- Sized conversions

	to_integer_8: INTEGER_8
			-- Same value as INTEGER_8 (it must fit)
		require
			not_too_small: Current >= -128
			not_too_big: Current <= 127
		external
			"built_in"
		end

	as_integer_8: INTEGER_8
			-- Same bits as INTEGER_8: the value modulo 2^8, in two's complement
		external
			"built_in"
		end

	to_integer_16: INTEGER_16
			-- Same value as INTEGER_16 (it must fit)
		require
			not_too_small: Current >= -32768
			not_too_big: Current <= 32767
		external
			"built_in"
		end

	as_integer_16: INTEGER_16
			-- Same bits as INTEGER_16: the value modulo 2^16, in two's complement
		external
			"built_in"
		end

	as_integer_64: INTEGER_64
			-- Same bits as INTEGER_64: the value modulo 2^64, in two's complement
		external
			"built_in"
		end

	to_natural_8: NATURAL_8
			-- Same value as NATURAL_8 (it must fit)
		require
			not_negative: Current >= 0
			not_too_big: Current <= 255
		external
			"built_in"
		end

	as_natural_8: NATURAL_8
			-- Same bits as NATURAL_8: the value modulo 2^8
		external
			"built_in"
		end

	to_natural_16: NATURAL_16
			-- Same value as NATURAL_16 (it must fit)
		require
			not_negative: Current >= 0
			not_too_big: Current <= 65535
		external
			"built_in"
		end

	as_natural_16: NATURAL_16
			-- Same bits as NATURAL_16: the value modulo 2^16
		external
			"built_in"
		end

	as_natural_32: NATURAL_32
			-- Same bits as NATURAL_32: the value modulo 2^32
		external
			"built_in"
		end

	to_natural_64: NATURAL_64
			-- Same value as NATURAL_64 (it must fit)
		require
			not_negative: Current >= 0
		external
			"built_in"
		end

	as_natural_64: NATURAL_64
			-- Same bits as NATURAL_64: the value modulo 2^64
		external
			"built_in"
		end

	as_integer_32: INTEGER_32
			-- Same value
		do
			Result := Current
		end

	to_real_32: REAL_32
			-- Nearest REAL_32
		external
			"built_in"
		end

	to_character_32: CHARACTER_32
			-- Character whose code is current value
		require
			not_negative: Current >= 0
		external
			"built_in"
		end

feature -- Character codes

	is_valid_character_8_code: BOOLEAN
			-- Is current value the code of a CHARACTER_8 (0 .. 255)?
		do
			Result := Current >= 0 and Current <= 255
		end

	is_valid_character_32_code: BOOLEAN
			-- Is current value the code of a CHARACTER_32 (0 .. 4294967295)?
		do
			Result := Current >= 0
		end

feature -- Bit operations

	bit_and alias "&" (i: like Current): like Current
			-- Bitwise and
		external
			"built_in"
		end

	bit_or alias "|" (i: like Current): like Current
			-- Bitwise or
		external
			"built_in"
		end

	bit_xor (i: like Current): like Current
			-- Bitwise exclusive or
		external
			"built_in"
		end

	bit_not: like Current
			-- One's complement
		external
			"built_in"
		end

	bit_shift_left alias "|<<" (n: INTEGER): like Current
			-- Shifted `n' positions left (zeros come in on the right)
		require
			n_nonnegative: n >= 0
			n_less_than_size: n < 32
		external
			"built_in"
		end

	bit_shift_right alias "|>>" (n: INTEGER): like Current
			-- Shifted `n' positions right (the sign bit comes in on the left for INTEGER_*, zeros for NATURAL_*)
		require
			n_nonnegative: n >= 0
			n_less_than_size: n < 32
		external
			"built_in"
		end

	bit_test (n: INTEGER): BOOLEAN
			-- Is bit `n' (0 = least significant) set?
		require
			n_nonnegative: n >= 0
			n_less_than_size: n < 32
		external
			"built_in"
		end

feature -- Output

	out: STRING
			-- Decimal representation, e.g. "-5"
		external
			"built_in"
		end

end
