-- expect: 124
-- expect: -2147483648
-- expect: True
-- expect: False
-- expect: False
-- expect: False
-- expect: True
-- expect: 5.0
-- expect: True
-- expect: False
-- expect: True
-- expect: False
-- expect: 255Truex1.5

class
	STRING_CONVERSIONS_TEST

create
	make

feature

	make
		do
			io.put_integer ("123".to_integer + 1)
			io.put_new_line
			io.put_integer ("-2147483648".to_integer)
			io.put_new_line
			show ("42".is_integer)
			show ("4x2".is_integer)
			show ("".is_integer)
			show ("2147483648".is_integer)
			show ("+7".is_integer)
			print ("2.5".to_real * 2.0)
			io.put_new_line
			show ("1e3".is_real)
			show ("abc".is_real)
			show ("TRUE".to_boolean)
			show ("maybe".is_boolean)
			io.put_string ((255).out + (True).out + ('x').out + (1.5).out)
			io.put_new_line
		end

	show (b: BOOLEAN)
		do
			io.put_boolean (b)
			io.put_new_line
		end

end
