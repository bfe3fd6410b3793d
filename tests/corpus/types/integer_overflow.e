-- INTEGER (INTEGER_32) arithmetic wraps around in two's complement.
-- expect: -2147483648
-- expect: 0
-- expect: 2147483647
-- expect: -2147483648
-- expect: -2147483648
-- expect: 1410065408
-- expect: 2147483647
-- expect: -2147483648
-- expect: -2147483648

class
	INTEGER_OVERFLOW_TEST

create
	make

feature

	make
		local
			i: INTEGER
		do
			i := 2147483647
			i := i + 1
			show (i)
			show (65536 * 65536)
			i := -2147483648
			show (i - 1)
			show (-i)
			show (i.abs)
			show (100000 * 100000)
			show ({INTEGER}.max_value)
			show ({INTEGER}.min_value)
			show ({INTEGER_32}.max_value + 1)
		end

	show (v: INTEGER)
		do
			io.put_integer (v)
			io.put_new_line
		end

end
