note
	description: "[
		Triangular numbers by a loop in AutoProof style with an invariant strong enough and
		inductive: modular testing reports nothing.
	]"

class
	TRIANGLE_PROVED

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
				partial: Result = i * (i + 1) // 2
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
