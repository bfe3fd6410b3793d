-- expect: 7

class
	FROZEN_CLASS_TEST

create
	make

feature

	make
		local
			p: POINT
		do
			create p.make (2, 5)
			io.put_integer (p.x + p.y)
			io.put_new_line
		end

end

frozen class
	POINT

create
	make

feature

	make (a, b: INTEGER)
		do
			x := a
			y := b
		end

	x, y: INTEGER

end
