-- expect: 12
-- expect: 144
-- expect: 6
-- expect: Hello, Ada!

class
	FUNCTIONS_PROCEDURES_TEST

create
	make

feature

	make
		do
			total := 0
			add (5)
			add (7)
			io.put_integer (total)
			io.put_new_line
			io.put_integer (square (total))
			io.put_new_line
			io.put_integer (sum3 (1, 2, 3))
			io.put_new_line
			io.put_string (greet ("Ada"))
			io.put_new_line
		end

	total: INTEGER

	add (n: INTEGER)
		do
			total := total + n
		end

	square (n: INTEGER): INTEGER
		do
			Result := n * n
		end

	sum3 (a, b: INTEGER; c: INTEGER): INTEGER
		do
			Result := a + b + c
		end

	greet (who: STRING): STRING
		do
			Result := "Hello, " + who + "!"
		end

end
