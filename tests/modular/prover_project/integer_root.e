note
	description: "[
		Integer square root by counting up, in AutoProof style but with no frame clause. The loop
		is correct, but its invariant lacks `below' (Result * Result <= n): from a state that
		satisfies the invariant and the exit condition, the postcondition `below' fails.
	]"

class
	INTEGER_ROOT

feature -- Basic operations

	root (n: INTEGER): INTEGER
			-- The largest integer whose square is at most `n'.
		require
			n_in_range: 0 <= n and n <= 10000
		do
			from
				Result := 0
			invariant
				non_negative: Result >= 0
			until
				(Result + 1) * (Result + 1) > n
			loop
				Result := Result + 1
			variant
				n - Result + 1
			end
		ensure
			below: Result * Result <= n
			above: n < (Result + 1) * (Result + 1)
		end

end
