-- expect: A
-- expect: q
-- expect: True
-- expect: True
-- expect: True
-- expect: 97
-- expect: c
-- expect: True

class
	CHARACTER_VALUES_TEST

create
	make

feature

	make
		local
			c: CHARACTER
		do
			c := 'a'
			print (c.as_upper)
			io.put_new_line
			print ('Q'.as_lower)
			io.put_new_line
			io.put_boolean (c.is_alpha and not c.is_digit)
			io.put_new_line
			io.put_boolean ('7'.is_digit)
			io.put_new_line
			io.put_boolean (c < 'b')
			io.put_new_line
			io.put_integer (c.code)
			io.put_new_line
			print ((c.code + 2).to_character_8)
			io.put_new_line
			io.put_boolean ('A'.is_upper and 'a'.is_lower)
			io.put_new_line
		end

end
