-- Inherited postconditions and the ensure then clauses of the redefinition both apply.
-- expect: 9
-- expect violation: postcondition odd_area
-- at: 61

class
	ENSURE_THEN_VIOLATION_TEST

create
	make

feature

	make
		local
			s: SHAPE
		do
			create {SQUARE} s
			s.resize (3)
			io.put_integer (s.size)
			io.put_new_line
			s.resize (4)
			io.put_string ("not reached")
		end

end

class
	SHAPE

feature

	size: INTEGER

	resize (n: INTEGER)
		require
			positive: n > 0
		do
			size := n
		ensure
			size_set: size >= n
		end

end

class
	SQUARE

inherit
	SHAPE
		redefine
			resize
		end

feature

	resize (n: INTEGER)
		do
			size := n * n
		ensure then
			odd_area: size \\ 2 = 1
		end

end
