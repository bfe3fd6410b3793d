-- `Precursor {PARENT}' names the parent whose version runs; `create {like x} y' creates an
-- object of the anchor's type.
-- expect: B then A
-- expect: C then B then A
-- expect: 3

class
	PRECURSOR_AND_LIKE_CREATION

create
	make

feature

	make
		local
			b: B_PART
			c: C_PART
			other: like c
		do
			create b
			print (b.describe + "%N")
			create c
			print (c.describe + "%N")
			create {like c} other
			other.add (3)
			print (other.total.out + "%N")
		end

end

class
	A_PART

feature

	describe: STRING
		do
			Result := "A"
		end

	total: INTEGER

	add (n: INTEGER)
		do
			total := total + n
		end

end

class
	B_PART

inherit
	A_PART
		redefine
			describe
		end

feature

	describe: STRING
		do
			Result := "B then " + Precursor {A_PART}
		end

end

class
	C_PART

inherit
	B_PART
		redefine
			describe
		end

feature

	describe: STRING
		do
			Result := "C then " + Precursor {B_PART}
		end

end
