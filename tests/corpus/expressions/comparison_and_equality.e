-- = and /= compare references (values for basic types); ~ and /~ compare objects (is_equal).
-- expect: True
-- expect: True
-- expect: False
-- expect: False
-- expect: True
-- expect: False
-- expect: False
-- expect: True
-- expect: True
-- expect: False
-- expect: False
-- expect: True
-- expect: True
-- expect: True
-- expect: True
-- expect: True

class
	COMPARISON_AND_EQUALITY_TEST

create
	make

feature

	make
		local
			a, b: STRING
			p, q: POINT
		do
			show (3 < 4)
			show (3 <= 3)
			show (3 > 4)
			show (4 >= 5)
			show (3 = 3)
			show (3 /= 3)
			a := "x"
			b := "x"
			show (a = b)
			show (a /= b)
			show (a ~ b)
			show (a /~ b)
			create p.make (1)
			create q.make (1)
			show (p = q)
			show (p ~ q)
			show (p.is_equal (q))
			show ("abc" < "abd")
			show ("b" > "abc")
			show ('a' < 'b')
		end

	show (v: BOOLEAN)
		do
			io.put_boolean (v)
			io.put_new_line
		end

end

class
	POINT

create
	make

feature

	make (v: INTEGER)
		do
			x := v
		end

	x: INTEGER

end
