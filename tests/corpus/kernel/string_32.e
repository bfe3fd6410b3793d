-- STRING_32 and the READABLE_STRING_* classes: manifest strings decoded for STRING_32,
-- conversion from STRING_8 (assignment and argument), back to STRING_8, conformance of
-- STRING_8, STRING_32 and IMMUTABLE_STRING_8 to READABLE_STRING_GENERAL.
-- expect: 5 grüße GRüßE
-- expect: 3 abc True
-- expect: € 8364 True
-- expect: 4 4 2 False
-- expect: imm 3 True
-- expect: True False True 105
-- expect: €abcx

class
	STRING_32_TEST

create
	make

feature

	make
		local
			s: STRING_32
			t: STRING_32
			s8: STRING_8
			imm: IMMUTABLE_STRING_8
		do
			s := "grüße"
			print (s.count.out + " " + s.out + " " + s.as_upper.out + "%N")
			s8 := "abc"
			t := s8
			print (t.count.out + " " + t.out + " " + t.same_string (s8).out + "%N")
			t := {STRING_32} "€"
			print (t.out + " " + t.item (1).code.out + " " + (t [1] = '€').out + "%N")
			print (size (s8 + "d").out + " " + size (s.substring (1, 4)).out + " " + size (t + "x").out + " " + t.is_valid_as_string_8.out + "%N")
			create imm.make_from_string ("imm")
			print (imm.out + " " + size (imm).out + " " + imm.same_string ("imm").out + "%N")
			print (imm.is_string_8.out + " " + imm.is_string_32.out + " " + s.is_string_32.out + " " + imm.code (1).out + "%N")
			t := t + s8 + "x"
			print (t.out + "%N")
		end

	size (x: READABLE_STRING_GENERAL): INTEGER
		do
			Result := x.count
		end

end
