note
	description: "The sum 1 + ... + n (variant 1: the loop never advances, so it runs forever)."

class
	RUNAWAY_1

feature -- Basic operations

	sum_to (n: INTEGER): INTEGER
			-- 1 + 2 + ... + n.
		require
			small: n >= 0 and n <= 1000
		local
			i: INTEGER
		do
			from i := 1 until i > n loop
				Result := Result + i
				i := i + 0
			end
		ensure
			gauss: Result = n * (n + 1) // 2
		end

end
