-- Constants accessed through a type: {T}.constant.
-- expect: 2147483647
-- expect: -2147483648
-- expect: 4294967295
-- expect: 42
-- expect: cfg

class
	CONSTANT_ACCESS_TEST

create
	make

feature

	make
		do
			io.put_integer ({INTEGER}.max_value)
			io.put_new_line
			io.put_integer ({INTEGER_32}.min_value)
			io.put_new_line
			io.put_natural_32 ({NATURAL_32}.max_value)
			io.put_new_line
			io.put_integer ({CONFIG}.limit * 2)
			io.put_new_line
			io.put_string ({CONFIG}.name)
			io.put_new_line
		end

end

class
	CONFIG

feature

	limit: INTEGER = 21

	name: STRING = "cfg"

end
