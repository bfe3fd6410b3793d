-- Operator precedence: unary operators bind tightest, then * // \\, then + -, then = <,
-- then and, or, implies.
-- expect: 5
-- expect: True
-- expect: True
-- expect: 6
-- expect: False
-- expect: True
-- expect: 10
-- expect: 12a

class
	PRECEDENCE_TEST

create
	make

feature

	make
		do
			io.put_integer (1 + 2 * 3 - 4 // 2)
			io.put_new_line
			io.put_boolean (1 + 1 = 2 and 2 * 2 = 4)
			io.put_new_line
			io.put_boolean (not (1 = 2))
			io.put_new_line
			io.put_integer (-2 * -3)
			io.put_new_line
			io.put_boolean (False or True and False)
			io.put_new_line
			io.put_boolean (True implies False implies False)
			io.put_new_line
			io.put_integer ((7).max (3) + (7).min (3))
			io.put_new_line
			io.put_string ((12).out + "a")
			io.put_new_line
		end

end
