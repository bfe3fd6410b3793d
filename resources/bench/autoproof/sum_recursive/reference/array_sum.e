note
	description: "Recursive sum of a SIMPLE_ARRAY's items, with AutoProof's `decreases' as the recursion variant."

class
	ARRAY_SUM

feature -- Basic operations

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
			definition: Result = sequence_sum (a.sequence.tail (i))
		end

feature -- Specification

	sequence_sum (s: MML_SEQUENCE [INTEGER]): INTEGER
			-- Sum of the items of `s'.
		note
			status: ghost, functional
		require
			decreases (s.count)
		do
			if not s.is_empty then
				Result := s.first + sequence_sum (s.but_first)
			end
		end

end
