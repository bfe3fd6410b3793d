-- Integer division truncates toward zero; \\ has the sign of the dividend; ^ is right-associative.
-- expect: 10
-- expect: -3
-- expect: 42
-- expect: 3
-- expect: -3
-- expect: 1
-- expect: -1
-- expect: 1
-- expect: 14
-- expect: 20
-- expect: 3
-- expect: -3
-- expect: 5
-- expect: 5
-- expect: 100
-- expect: 3.5
-- expect: 512.0

class
	ARITHMETIC_TEST

create
	make

feature

	make
		do
			show (7 + 3)
			show (7 - 10)
			show (6 * 7)
			show (7 // 2)
			show (-7 // 2)
			show (7 \\ 3)
			show (-7 \\ 2)
			show (7 \\ -2)
			show (2 + 3 * 4)
			show ((2 + 3) * 4)
			show (10 - 4 - 3)
			show (- 5 + 2)
			show (+5)
			show (-(-5))
			show (100 // 7 * 7 + 100 \\ 7)
			print (7 / 2)
			io.put_new_line
			print (2.0 ^ 3.0 ^ 2.0)
			io.put_new_line
		end

	show (v: INTEGER)
		do
			io.put_integer (v)
			io.put_new_line
		end

end
