-- NATURAL_32 wraps modulo 2^32.
-- expect: 5
-- expect: 4294967295
-- expect: 0
-- expect: 3
-- expect: 21
-- expect: True

class
	NATURAL_32_TEST

create
	make

feature

	make
		local
			n: NATURAL_32
		do
			n := 5
			io.put_natural_32 (n)
			io.put_new_line
			n := n - 6
			io.put_natural_32 (n)
			io.put_new_line
			print (n + 1)
			io.put_new_line
			n := 7
			io.put_natural_32 (n // 2)
			io.put_new_line
			io.put_integer (n.to_integer_32 * 3)
			io.put_new_line
			io.put_boolean (n < {NATURAL_32}.max_value)
			io.put_new_line
		end

end
