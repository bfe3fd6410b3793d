note
	description: "A point in the plane."

class
	POINT

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	x: INTEGER
	y: INTEGER

feature -- Element change

	move (dx, dy: INTEGER)
			-- Move by `dx' horizontally and `dy' vertically.
		require
			dx_small: dx.abs <= 10000
			dy_small: dy.abs <= 10000
			x_small: x.abs <= 1000000
			y_small: y.abs <= 1000000
		do
			x := x + dx
			y := y + dy
		ensure
			moved_x: x = old x + dx
			moved_y: y = old y + dy
		end

end
