note
	description: "Sums by recursion (variant 1: the recursive call steps by two, so odd arguments recurse until the stack gives out)."

class
	DEEP_1

feature -- Basic operations

	sum_down (n: INTEGER): INTEGER
			-- n + (n - 1) + ... + 1.
		require
			not_negative: n >= 0
			small: n <= 40000
		do
			if n /= 0 then
				Result := n + sum_down (n - 2)
			end
		ensure
			gauss: Result = n * (n + 1) // 2
		end

end
