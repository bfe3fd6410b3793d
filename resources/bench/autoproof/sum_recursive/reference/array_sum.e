note
	description: "Recursive sums with AutoProof's `decreases' as the recursion variant."

class
	ARRAY_SUM

feature -- Basic operations

	gauss (n: INTEGER): INTEGER
			-- 1 + 2 + ... + `n'.
		require
			n_non_negative: n >= 0
			n_small: n <= 50
			decreases (n)
		do
			if n > 0 then
				Result := n + gauss (n - 1)
			end
		ensure
			definition: 2 * Result = n * (n + 1)
		end

	sum_from (a: SIMPLE_ARRAY [INTEGER]; i: INTEGER): INTEGER
			-- Sum of the items of `a' from index `i' on.
		require
			array_small: a.count <= 8
			i_in_bounds: 1 <= i and i <= a.count + 1
			decreases (a.count + 1 - i)
		do
			if i <= a.count then
				Result := a [i] + sum_from (a, i + 1)
			end
		ensure
			empty: i > a.count implies Result = 0
			step: i <= a.count implies Result - a [i] = sum_from (a, i + 1)
		end

end
