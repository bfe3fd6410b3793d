note
	description: "[
		8-bit characters (CHARACTER is the same type). Only `code' is built in;
		`{INTEGER_32}.to_character_8' makes a character from a code.
	]"

expanded class
	CHARACTER_8

inherit
	COMPARABLE
		redefine
			out, is_equal
		end

	HASHABLE
		redefine
			out, is_equal
		end

convert
	to_character_32: {CHARACTER_32}

feature -- Access

	code: INTEGER_32
			-- Associated integer value (0 .. 255)
		external
			"built_in"
		ensure
			in_range: 0 <= Result and Result <= 255
		end

	min_value: INTEGER_32 = 0
			-- Smallest character code

	max_value: INTEGER_32 = 255
			-- Largest character code

	hash_code: INTEGER
			-- Hash code value
		do
			Result := code
		end

feature -- Comparison

	is_less alias "<" (other: like Current): BOOLEAN
			-- Is `other' greater than current character (by code)?
		do
			Result := code < other.code
		end

	is_equal (other: like Current): BOOLEAN
			-- Same character? (`=' on basic values is primitive.)
		do
			Result := Current = other
		end

feature -- Basic operations

	plus alias "+" (incr: INTEGER_32): CHARACTER_8
			-- Character whose code is `code' + `incr'
		require
			valid_increment: 0 <= code + incr and code + incr <= 255
		do
			Result := (code + incr).to_character_8
		end

	minus alias "-" (decr: INTEGER_32): CHARACTER_8
			-- Character whose code is `code' - `decr'
		require
			valid_decrement: 0 <= code - decr and code - decr <= 255
		do
			Result := (code - decr).to_character_8
		end

feature -- Status report

	is_digit: BOOLEAN
			-- Is current character a decimal digit ('0' .. '9')?
		do
			Result := '0' <= Current and Current <= '9'
		end

	is_upper: BOOLEAN
			-- Is current character an upper-case letter ('A' .. 'Z')?
		do
			Result := 'A' <= Current and Current <= 'Z'
		end

	is_lower: BOOLEAN
			-- Is current character a lower-case letter ('a' .. 'z')?
		do
			Result := 'a' <= Current and Current <= 'z'
		end

	is_alpha: BOOLEAN
			-- Is current character a letter?
		do
			Result := is_upper or is_lower
		end

	is_alpha_numeric: BOOLEAN
			-- Is current character a letter or a digit?
		do
			Result := is_alpha or is_digit
		end

	is_space: BOOLEAN
			-- Is current character blank (space, tab, new line, carriage return, form feed)?
		do
			inspect code
			when 9, 10, 11, 12, 13, 32 then
				Result := True
			else
			end
		end

	is_punctuation: BOOLEAN
			-- Is current character a printable ASCII character that is neither
			-- a letter, a digit nor a space?
		do
			Result := 33 <= code and code <= 126 and not is_alpha_numeric
		end

feature -- Conversion

	as_upper: CHARACTER_8
			-- Upper-case version of current character (unchanged if not a letter)
		do
			if is_lower then
				Result := (code - 32).to_character_8
			else
				Result := Current
			end
		end

	as_lower: CHARACTER_8
			-- Lower-case version of current character (unchanged if not a letter)
		do
			if is_upper then
				Result := (code + 32).to_character_8
			else
				Result := Current
			end
		end

	upper: CHARACTER_8
			-- Same as `as_upper'
		do
			Result := as_upper
		end

	lower: CHARACTER_8
			-- Same as `as_lower'
		do
			Result := as_lower
		end

	to_character_8: CHARACTER_8
			-- Same character
		do
			Result := Current
		end

	to_character_32: CHARACTER_32
			-- Same character as a CHARACTER_32
		external
			"built_in"
		end

	natural_32_code: NATURAL_32
			-- Associated natural value (0 .. 255)
		external
			"built_in"
		end

feature -- Output

	out: STRING
			-- One-character string
		do
			create Result.make (1)
			Result.append_character (Current)
		end

end
