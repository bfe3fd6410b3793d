-- DOUBLE and REAL_64 are one type (REAL is REAL_32: types/real_is_real_32.e); out is the shortest
-- round-trip text (Python repr).
-- INTEGER / INTEGER and INTEGER ^ INTEGER give REAL_64.
-- expect: 3.5
-- expect: 3.5
-- expect: 1.0
-- expect: -2.25
-- expect: 2.25
-- expect: -3
-- expect: -2
-- expect: 3
-- expect: -3
-- expect: 3.5
-- expect: 1024.0
-- expect: 0.30000000000000004
-- expect: 1e+20
-- expect: 3.0

class
	REAL_VALUES_TEST

create
	make

feature

	make
		local
			r: REAL_64
			d: DOUBLE
			x: REAL
		do
			r := 7.0
			show (r / 2.0)
			show (r * 0.5)
			d := 1.0
			show (d)
			x := -2.25
			show (x)
			show (x.abs)
			io.put_integer (x.floor)
			io.put_new_line
			io.put_integer (x.ceiling)
			io.put_new_line
			io.put_integer ((2.5).rounded)
			io.put_new_line
			io.put_integer ((-3.7).truncated_to_integer)
			io.put_new_line
			show (7 / 2)
			show (2 ^ 10)
			show (0.1 + 0.2)
			show (1.0e20)
			show ((3).to_double)
		end

	show (v: REAL_64)
		do
			print (v)
			io.put_new_line
		end

end
