note
	description: "[
		Unicode characters (WIDE_CHARACTER is the same type): a code point
		0 .. 0x10FFFF. `out' is the character's UTF-8 text.
	]"

expanded class
	CHARACTER_32

inherit
	COMPARABLE
		redefine
			out, is_equal
		end

	HASHABLE
		redefine
			out, is_equal
		end

feature -- Access

	code: INTEGER_32
			-- Associated integer value
		external
			"built_in"
		end

	natural_32_code: NATURAL_32
			-- Associated natural value
		external
			"built_in"
		end

	min_value: NATURAL_32 = 0
			-- Smallest character code

	max_value: NATURAL_32 = 4294967295
			-- Largest character code

	hash_code: INTEGER
			-- Hash code value
		do
			Result := code.abs
		end

feature -- Comparison

	is_less alias "<" (other: like Current): BOOLEAN
			-- Is `other' greater than current character (by code)?
		external
			"built_in"
		end

	is_equal (other: like Current): BOOLEAN
			-- Same character? (`=' on basic values is primitive.)
		do
			Result := Current = other
		end

feature -- Basic operations

	plus alias "+" (incr: INTEGER_32): CHARACTER_32
			-- Character whose code is `code' + `incr'
		require
			valid_increment: 0 <= code + incr
		do
			Result := (code + incr).to_character_32
		end

	minus alias "-" (decr: INTEGER_32): CHARACTER_32
			-- Character whose code is `code' - `decr'
		require
			valid_decrement: 0 <= code - decr
		do
			Result := (code - decr).to_character_32
		end

feature -- Status report

	is_character_8: BOOLEAN
			-- Can current character be represented as a CHARACTER_8?
		do
			Result := natural_32_code <= 255
		end

	is_digit: BOOLEAN
			-- Is current character a decimal digit ('0' .. '9')?
		do
			Result := '0' <= Current and Current <= '9'
		end

	is_alpha: BOOLEAN
			-- Is current character an ASCII letter?
		do
			Result := is_character_8 and then to_character_8.is_alpha
		end

	is_space: BOOLEAN
			-- Is current character an ASCII white space?
		do
			Result := is_character_8 and then to_character_8.is_space
		end

feature -- Conversion

	to_character_8: CHARACTER_8
			-- Same character as a CHARACTER_8
		require
			is_character_8: is_character_8
		external
			"built_in"
		end

	to_character_32: CHARACTER_32
			-- Same character
		do
			Result := Current
		end

	as_upper: CHARACTER_32
			-- Upper-case version of an ASCII letter (others unchanged)
		do
			if is_character_8 then
				Result := to_character_8.as_upper.to_character_32
			else
				Result := Current
			end
		end

	as_lower: CHARACTER_32
			-- Lower-case version of an ASCII letter (others unchanged)
		do
			if is_character_8 then
				Result := to_character_8.as_lower.to_character_32
			else
				Result := Current
			end
		end

feature -- Output

	out: STRING
			-- The character's UTF-8 text
		external
			"built_in"
		end

end
