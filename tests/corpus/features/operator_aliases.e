-- User-defined binary, unary and bracket aliases; out redefined.
-- expect: (4, 6)
-- expect: (-1, -2)
-- expect: True
-- expect: 11
-- expect: 200

class
	OPERATOR_ALIASES_TEST

create
	make

feature

	make
		local
			a, b, c: VECTOR
			m: MATRIX_ROW
		do
			create a.make (1, 2)
			create b.make (3, 4)
			c := a + b
			io.put_string (c.out)
			io.put_new_line
			c := -a
			io.put_string (c.out)
			io.put_new_line
			io.put_boolean (a < b)
			io.put_new_line
			io.put_integer (a.dot (b))
			io.put_new_line
			create m.make
			io.put_integer (m [2])
			io.put_new_line
		end

end

class
	VECTOR

inherit
	ANY
		redefine
			out
		end

create
	make

feature

	make (a, b: INTEGER)
		do
			x := a
			y := b
		end

	x, y: INTEGER

	plus alias "+" (other: VECTOR): VECTOR
		do
			create Result.make (x + other.x, y + other.y)
		end

	negated alias "-": VECTOR
		do
			create Result.make (-x, -y)
		end

	shorter alias "<" (other: VECTOR): BOOLEAN
		do
			Result := dot (Current) < other.dot (other)
		end

	dot (other: VECTOR): INTEGER
		do
			Result := x * other.x + y * other.y
		end

	out: STRING
		do
			Result := "(" + x.out + ", " + y.out + ")"
		end

end

class
	MATRIX_ROW

create
	make

feature

	make
		do
		end

	cell alias "[]" (i: INTEGER): INTEGER
		do
			Result := i * 100
		end

end
