note
	description: "The sum 1 + ... + n (variant 3: the loop never advances and allocates a million-element array each turn)."

class
	RUNAWAY_3

feature -- Basic operations

	sum_to (n: INTEGER): INTEGER
			-- 1 + 2 + ... + n.
		require
			small: n >= 0 and n <= 1000
		local
			i: INTEGER
			a: ARRAY [INTEGER]
			all_arrays: ARRAYED_LIST [ARRAY [INTEGER]]
		do
			create all_arrays.make (10)
			from i := 1 until i > n loop
				Result := Result + i
				create a.make_filled (0, 1, 1000000)
				all_arrays.extend (a)
			end
		ensure
			gauss: Result = n * (n + 1) // 2
		end

end
