-- INTEGER_8/16 and NATURAL_8/16/64: bounds, wrap-around arithmetic as EiffelStudio does it
-- (two's complement for INTEGER_*, modulo 2^n for NATURAL_*), `to_*' and `as_*' conversions.
-- expect: -128 127 -32768 32767
-- expect: 0 255 65535 18446744073709551615
-- expect: -128 127 -32768 0
-- expect: 0 255 64 0
-- expect: 18446744073709551615 0
-- expect: -3 -1 -56
-- expect: 200 -56 200 65336
-- expect: 300 44 -1 4294967295
-- expect: 9223372036854775808 -9223372036854775808
-- expect: A 65 1.5
-- expect: True False True
-- expect: -56 200 9223372036854775808 1.5 €

class
	SIZED_INTEGERS

create
	make

feature

	make
		local
			i8: INTEGER_8
			i16: INTEGER_16
			n8: NATURAL_8
			n16: NATURAL_16
			n64: NATURAL_64
			i: INTEGER
		do
			show (<<i8.min_value.out, i8.max_value.out, i16.min_value.out, i16.max_value.out>>)
			show (<<n8.min_value.out, n8.max_value.out, n16.max_value.out, n64.max_value.out>>)
			i8 := 127
			i8 := i8 + 1
			i16 := 32767
			show (<<i8.out, (i8 - 1).out, (i16 + 1).out, (i16 - i16).out>>)
			n8 := 255
			n16 := 16400
			show (<<(n8 + 1).out, (n8 - 0).out, (n16 * 4).out, (n8 * 0).out>>)
			n64 := 0
			show (<<(n64 - 1).out, (n64 - 1 + 1).out>>)
			i8 := -7
			show (<<(i8 // 2).out, (i8 \\ 2).out, (i8 * 8).out>>)
			i := 200
			n8 := i.to_natural_8
			show (<<n8.out, n8.as_integer_8.out, i.to_integer_16.as_natural_8.out, (-i).as_natural_16.out>>)
			i := 300
			show (<<i.to_natural_16.out, i.as_natural_8.out, (-1).as_integer_8.out, (-1).as_natural_32.out>>)
			n64 := {NATURAL_64} 9223372036854775808
			show (<<n64.out, n64.as_integer_64.out>>)
			i16 := 65
			show (<<i16.to_character_8.out, i16.to_character_32.code.out, (i16 // 10 + 0.5 - 5).out>>)
			show (<<(i8 < 0).out, (n8 < 100).out, ({INTEGER_16} 5 = 5).out>>)
			io.put_integer_8 (i8 * 8)
			io.put_string (" ")
			io.put_natural_8 (n8)
			io.put_string (" ")
			io.put_natural_64 (n64)
			io.put_string (" ")
			io.put_real_32 ({REAL_32} 1.5)
			io.put_string (" ")
			io.put_character_32 ('€')
			io.put_new_line
		end

	show (items: ARRAY [STRING])
			-- Print `items' on one line, separated by spaces.
		local
			k: INTEGER
		do
			from k := items.lower until k > items.upper loop
				if k > items.lower then
					io.put_string (" ")
				end
				io.put_string (items [k])
				k := k + 1
			end
			io.put_new_line
		end

end
