-- expect: -1 0 7
-- expect: 9 3 -1
-- expect: True False False
-- expect: 4 True
-- expect: Aa
-- expect: cy99
-- expect: TrueTrueTrue
-- expect: 4294967293 3 3
-- expect: 9000000000 True -1
-- expect: -3 -2 -3 -1
-- expect: True False True
-- expect: 8.0 True
-- expect: 2.5 b
-- expect: 10True

class
	BASIC_TYPE_FEATURES_TEST

create
	make

feature

	make
		local
			n: NATURAL_32
			big: INTEGER_64
			r: REAL_64
		do
			show ((-7).sign.out + " " + (0).sign.out + " " + (7).abs.out)
			show ((3).max (9).out + " " + (3).min (9).out + " " + (3).three_way_comparison (9).out)
			show ((4).is_even.out + " " + (4).is_odd.out + " " + (4).divisible (0).out)
			show ((-5).hash_code.out + " " + ({INTEGER}.min_value.hash_code >= 0).out)
			show ((65).to_character.out + (97).to_character_8.out)
			show (('a' + 2).out + ('z' - 1).out + ('c').code.out)
			show ((' ').is_space.out + ('!').is_punctuation.out + ('x').is_alpha_numeric.out)
			n := 3
			show ((-n).out + " " + n.hash_code.out + " " + n.to_integer_64.out)
			big := -9000000000
			show (big.abs.out + " " + (big.hash_code >= 0).out + " " + big.sign.out)
			r := -2.5
			show (r.rounded.out + " " + r.ceiling.out + " " + r.floor.out + " " + r.sign.out)
			show ((r.hash_code >= 0).out + " " + r.is_nan.out + " " + (0.0 / 0.0).is_nan.out)
			show (((2).power (3)).out + " " + (2.0 ^ 0.5 > 1.41).out)
			show ((1.5).max (2.5).out + " " + ("b").max ("a"))
			show ((True).hash_code.out + (False).hash_code.out + (True xor False).out)
		end

	show (s: STRING)
		do
			io.put_string (s)
			io.put_new_line
		end

end
