-- across over ARRAY, INTEGER_INTERVAL and STRING; c.item and c.cursor_index.
-- expect: 15
-- expect: 12345
-- expect: cba
-- expect: 123

class
	ACROSS_LOOPS_TEST

create
	make

feature

	make
		local
			a: ARRAY [INTEGER]
			sum: INTEGER
			s: STRING
		do
			a := <<4, 5, 6>>
			across a as x loop
				sum := sum + x.item
			end
			io.put_integer (sum)
			io.put_new_line
			across 1 |..| 5 as i loop
				io.put_integer (i.item)
			end
			io.put_new_line
			across 3 |..| 1 as i loop
				io.put_string ("empty interval")
			end
			create s.make_empty
			across "abc" as c loop
				s.prepend_character (c.item)
			end
			io.put_string (s)
			io.put_new_line
			across a as x loop
				io.put_integer (x.cursor_index)
			end
			io.put_new_line
		end

end
