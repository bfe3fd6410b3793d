-- Attributes start with the default value of their type.
-- expect: 0
-- expect: False
-- expect: 0.0
-- expect: 0
-- expect: True
-- expect: 0

class
	ATTRIBUTES_DEFAULTS

create
	make

feature

	make
		do
			io.put_integer (i)
			io.put_new_line
			print (b)
			io.put_new_line
			print (r)
			io.put_new_line
			io.put_integer (c.code)
			io.put_new_line
			io.put_boolean (s = Void)
			io.put_new_line
			io.put_integer_64 (l)
			io.put_new_line
		end

	i: INTEGER
	b: BOOLEAN
	r: REAL_64
	c: CHARACTER
	s: detachable STRING
	l: INTEGER_64

end
