-- Strings are references: = is identity, ~ and is_equal compare characters; twin copies.
-- expect: False
-- expect: True
-- expect: True
-- expect: abcdef
-- expect: abcdef
-- expect: abcdef!
-- expect: 6

class
	STRING_VALUES_TEST

create
	make

feature

	make
		local
			s, t: STRING
		do
			s := "abc"
			t := "abc"
			io.put_boolean (s = t)
			io.put_new_line
			io.put_boolean (s ~ t)
			io.put_new_line
			io.put_boolean (s.is_equal (t))
			io.put_new_line
			t := s
			t.append ("def")
			io.put_string (s)
			io.put_new_line
			t := s.twin
			t.append ("!")
			io.put_string (s)
			io.put_new_line
			io.put_string (t)
			io.put_new_line
			io.put_integer (s.count)
			io.put_new_line
		end

end
