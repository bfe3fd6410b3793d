note
	description: "The sum 1 + ... + n (variant 2: the loop calls the routine itself, a recursion without end)."

class
	RUNAWAY_2

feature -- Basic operations

	sum_to (n: INTEGER): INTEGER
			-- 1 + 2 + ... + n.
		require
			small: n >= 0 and n <= 1000
		local
			i: INTEGER
		do
			from i := 1 until i > n loop
				Result := Result + sum_to (n)
				i := i + 1
			end
		ensure
			gauss: Result = n * (n + 1) // 2
		end

end
