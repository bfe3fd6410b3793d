-- STRING_8 holds bytes: the UTF-8 source text "é" has 2 characters.
-- expect: 6 1 0
-- expect: 2 4 0
-- expect: True True True
-- expect: nana
-- expect: ana
-- expect: an
-- expect: XanY
-- expect: [x y  ]
-- expect: [x y]
-- expect: -17 True 0.5
-- expect: abc7-80.25
-- expect: abc7-80.25||
-- expect: True True True
-- expect: 2

class
	STRING_FEATURES_TEST

create
	make

feature

	make
		local
			s: STRING
		do
			s := "banana"
			show (s.last_index_of ('a', s.count).out + " " + s.last_index_of ('b', 3).out + " " + s.last_index_of ('z', 6).out)
			show (s.substring_index ("an", 1).out + " " + s.substring_index ("an", 3).out + " " + s.substring_index ("x", 1).out)
			show (s.has_substring ("nan").out + " " + s.has_substring ("").out + " " + ("ABC").is_case_insensitive_equal ("abc").out)
			s.keep_tail (4)
			show (s)
			s.remove_head (1)
			show (s)
			s.remove_tail (1)
			show (s)
			s.insert_character ('X', 1)
			s.insert_character ('Y', 4)
			show (s)
			s := "  x y  "
			s.left_adjust
			show ("[" + s + "]")
			s.right_adjust
			show ("[" + s + "]")
			show (("-17").to_integer_32.out + " " + ("2.5").is_double.out + " " + (".5").to_double.out)
			create s.make_from_string ("abc")
			s.append_natural_32 (7)
			s.append_integer_64 (-8)
			s.append_real (0.25)
			show (s)
			show (s.head (100) + s.tail (0) + "|" + s.substring (3, 2) + "|")
			show (("abc" < "abcd").out + " " + ("abc" <= "abc").out + " " + ("b" >= "abc").out)
			s := "é"
			io.put_integer (s.count)
			io.put_new_line
		end

	show (s: STRING)
		do
			io.put_string (s)
			io.put_new_line
		end

end
