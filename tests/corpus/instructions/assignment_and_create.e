-- create x, create x.make (...), create {T} x.make (...), create {T}.make (...) as an expression.
-- expect: 0
-- expect: 11
-- expect: COLORED_POINT
-- expect: 8
-- expect: zzz

class
	ASSIGNMENT_AND_CREATE_TEST

create
	make

feature

	make
		local
			p, q: POINT
			a: ANY
			s: STRING
		do
			create p
			io.put_integer (p.x)
			io.put_new_line
			create p.make (1, 2)
			q := p
			q.move (10)
			io.put_integer (p.x)
			io.put_new_line
			create {COLORED_POINT} p.make (5, 6)
			io.put_string (p.generating_type)
			io.put_new_line
			a := create {POINT}.make (7, 8)
			if attached {POINT} a as ap then
				io.put_integer (ap.y)
				io.put_new_line
			end
			create s.make_filled ('z', 3)
			io.put_string (s)
			io.put_new_line
		end

end

class
	POINT

create
	make, default_create

feature

	make (a, b: INTEGER)
		do
			x := a
			y := b
		end

	x, y: INTEGER

	move (d: INTEGER)
		do
			x := x + d
		end

end

class
	COLORED_POINT

inherit
	POINT

create
	make

end
