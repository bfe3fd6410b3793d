-- expect: base+derived
-- expect: 31
-- expect: base

class
	REDEFINE_PRECURSOR_TEST

create
	make

feature

	make
		local
			b: BASE
		do
			create {DERIVED} b
			io.put_string (b.greeting)
			io.put_new_line
			io.put_integer (b.value (3))
			io.put_new_line
			create b
			io.put_string (b.greeting)
			io.put_new_line
		end

end

class
	BASE

feature

	greeting: STRING
		do
			Result := "base"
		end

	value (n: INTEGER): INTEGER
		do
			Result := n * 10
		end

end

class
	DERIVED

inherit
	BASE
		redefine
			greeting, value
		end

feature

	greeting: STRING
		do
			Result := Precursor + "+derived"
		end

	value (n: INTEGER): INTEGER
		do
			Result := Precursor (n) + 1
		end

end
