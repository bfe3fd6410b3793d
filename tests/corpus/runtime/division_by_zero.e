-- Integer division by zero violates the precondition of // (REAL_64 division gives infinity).
-- expect: 3
-- expect: 1
-- expect: inf
-- expect violation: precondition divisor_not_zero

class
	DIVISION_BY_ZERO_TEST

create
	make

feature

	make
		local
			d: INTEGER
		do
			io.put_integer (10 // 3)
			io.put_new_line
			io.put_integer (10 \\ 3)
			io.put_new_line
			print (1.0 / 0.0)
			io.put_new_line
			io.put_integer (10 // d)
			io.put_string ("not reached")
		end

end
