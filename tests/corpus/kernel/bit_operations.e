-- Bit operations of the integer classes, at each width: and/or (`&', `|'), xor, not, shifts
-- (`|<<', `|>>': arithmetic right shift for INTEGER_*, logical for NATURAL_*) and bit_test;
-- character codes (is_valid_character_8_code …) and STRING_8's append_code/append_string_general.
-- expect: 8 14 6 -13 16
-- expect: -1 1 0 -32768
-- expect: True False 9223372036854775807
-- expect: True False False True 3

class
	BIT_OPERATIONS

create
	make

feature

	make
		local
			i, j: INTEGER
			n64: NATURAL_64
			s8: STRING_8
		do
			i := 12
			j := 10
			print ((i & j).out + " " + (i | j).out + " " + i.bit_xor (j).out + " " + i.bit_not.out + " " + (1 |<< 4).out + "%N")
			print ((({INTEGER_8} -128) |>> 7).out + " " + (({NATURAL_8} 128) |>> 7).out + " " + ({NATURAL_8} 255).bit_not.out + " " + (({INTEGER_16} 1) |<< 15).out + "%N")
			n64 := n64.max_value
			print (n64.bit_test (63).out + " " + (n64 |>> 1).bit_test (63).out + " " + (n64 |>> 1).out + "%N")
			print ((255).is_valid_character_8_code.out + " " + (256).is_valid_character_8_code.out + " " + (-1).is_valid_character_32_code.out + " " + n64.as_natural_32.is_valid_character_32_code.out + " ")
			s8 := "a"
			s8.append_code (98)
			s8.append_string_general ({STRING_32} "€")
			print (s8.count.out + "%N")
		end

end
