-- expect: 0
-- expect: False
-- expect: 3628800
-- expect: 15

class
	LOCALS_AND_RESULT_TEST

create
	make

feature

	make
		do
			io.put_integer (default_result)
			io.put_new_line
			io.put_boolean (default_boolean)
			io.put_new_line
			io.put_integer (factorial (10))
			io.put_new_line
			io.put_integer (uses_locals)
			io.put_new_line
		end

	default_result: INTEGER
		do
		end

	default_boolean: BOOLEAN
		do
		end

	factorial (n: INTEGER): INTEGER
		local
			i: INTEGER
		do
			from
				Result := 1
				i := 2
			until
				i > n
			loop
				Result := Result * i
				i := i + 1
			end
		end

	uses_locals: INTEGER
		local
			a, b: INTEGER
			s: STRING
		do
			a := 3
			b := a * 4
			s := "abc"
			Result := b + s.count + Result
		end

end
