note
	description: "Sums by recursion (reference of deep_N.e): recursion as deep as its argument."

class
	DEEP

feature -- Basic operations

	sum_down (n: INTEGER): INTEGER
			-- n + (n - 1) + ... + 1.
		require
			not_negative: n >= 0
			small: n <= 40000
		do
			if n > 0 then
				Result := n + sum_down (n - 1)
			end
		ensure
			gauss: Result = n * (n + 1) // 2
		end

end
