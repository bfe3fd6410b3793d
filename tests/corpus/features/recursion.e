-- expect: 6765
-- expect: 9
-- expect: True

class
	RECURSION_TEST

create
	make

feature

	make
		do
			io.put_integer (fib (20))
			io.put_new_line
			io.put_integer (ackermann (2, 3))
			io.put_new_line
			io.put_boolean (is_even (10))
			io.put_new_line
		end

	fib (n: INTEGER): INTEGER
		do
			if n < 2 then
				Result := n
			else
				Result := fib (n - 1) + fib (n - 2)
			end
		end

	ackermann (m, n: INTEGER): INTEGER
		do
			if m = 0 then
				Result := n + 1
			elseif n = 0 then
				Result := ackermann (m - 1, 1)
			else
				Result := ackermann (m - 1, ackermann (m, n - 1))
			end
		end

	is_even (n: INTEGER): BOOLEAN
		do
			if n = 0 then
				Result := True
			else
				Result := is_odd (n - 1)
			end
		end

	is_odd (n: INTEGER): BOOLEAN
		do
			if n = 0 then
				Result := False
			else
				Result := is_even (n - 1)
			end
		end

end
