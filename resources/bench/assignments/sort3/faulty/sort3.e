note
	description: "Three integers put in ascending order by swaps."

class
	SORT3

create
	make

feature {NONE} -- Initialization

	make (x, y, z: INTEGER)
			-- Hold `x', `y', `z'.
		require
			small: x.abs <= 10000 and y.abs <= 10000 and z.abs <= 10000
		do
			a := x
			b := y
			c := z
		end

feature -- Access

	a, b, c: INTEGER
			-- The three values.

feature -- Element change

	sort
			-- Order the values: a <= b <= c.
		local
			t: INTEGER
		do
			if a > b then
				t := a
				a := b
				b := t
			end
			if b > c then
				t := b
				b := c
				c := b
			end
			if a > b then
				t := a
				a := b
				b := t
			end
		ensure
			ordered: a <= b and b <= c
			same_sum: a + b + c = old a + old b + old c
			same_squares: a * a + b * b + c * c = old a * old a + old b * old b + old c * old c
		end

end
