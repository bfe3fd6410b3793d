-- ARRAY is_equal compares items; twin does not share storage; has uses = unless compare_objects.
-- expect: False
-- expect: True
-- expect: 1
-- expect: False
-- expect: False
-- expect: True
-- expect: 22

class
	ARRAY_EQUALITY_COPY_TEST

create
	make

feature

	make
		local
			a, b, c: ARRAY [INTEGER]
			s: ARRAY [STRING]
		do
			a := <<1, 2, 3>>
			b := <<1, 2, 3>>
			io.put_boolean (a = b)
			io.put_new_line
			io.put_boolean (a ~ b)
			io.put_new_line
			c := a.twin
			c.put (99, 1)
			io.put_integer (a [1])
			io.put_new_line
			io.put_boolean (a ~ c)
			io.put_new_line
			s := <<"k">>
			io.put_boolean (s.has ("k"))
			io.put_new_line
			s.compare_objects
			io.put_boolean (s.has ("k"))
			io.put_new_line
			c := a.subarray (2, 3)
			io.put_integer (c.lower * 10 + c.count)
			io.put_new_line
		end

end
