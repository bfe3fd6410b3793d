note
	description: "[
		Triangular numbers by a loop in AutoProof style. The loop is correct, but its invariant
		lacks `partial' (Result = i * (i + 1) // 2): from a state satisfying the invariant and
		the exit condition `triangular' fails (the invariant is too weak), and `bounded' does
		not survive an iteration from Result = 300 (it is not inductive).
	]"

class
	TRIANGLE_WEAK

feature -- Basic operations

	sum_to (n: INTEGER): INTEGER
			-- 1 + 2 + ... + `n'.
		require
			n_small: 0 <= n and n <= 20
		local
			i: INTEGER
		do
			from
				i := 0
			invariant
				i_range: 0 <= i and i <= n
				bounded: Result <= 300
			until
				i = n
			loop
				i := i + 1
				Result := Result + i
			variant
				n - i
			end
		ensure
			modify ([])
			triangular: Result = n * (n + 1) // 2
		end

end
