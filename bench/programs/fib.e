note
	description: "Benchmark: recursive calls (naive Fibonacci). Same algorithm as fib.lua and fib.py."

class
	FIB

create
	make

feature

	make
		do
			io.put_string ("fib(30) = " + fib (30).out)
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

end
