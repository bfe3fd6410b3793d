-- Expanded classes have copy semantics: assignment and argument passing copy the object,
-- `=' compares with `is_equal', and attributes of expanded type start default-created.
-- expect: 1 2
-- expect: True False
-- expect: 1
-- expect: 0 0

class
	EXPANDED_COPY

create
	make

feature

	make
		local
			a, b: POINT
		do
			a.set (1, 1)
			b := a
			b.set (2, 2)
			print (a.x.out + " " + b.x.out + "%N")
			b.set (1, 1)
			print ((a = b).out + " " + (a /= b).out + "%N")
			bump (a)
			print (a.x.out + "%N")
			print (origin.x.out + " " + origin.y.out + "%N")
		end

	origin: POINT

	bump (p: POINT)
		local
			q: POINT
		do
			q := p
			q.set (9, 9)
		end

end

expanded class
	POINT

feature

	x, y: INTEGER

	set (a, b: INTEGER)
		do
			x := a
			y := b
		end

end
