note
	description: "Maximum of a SIMPLE_ARRAY, in AutoProof style (loop invariants over the model)."

class
	ARRAY_MAX

feature -- Basic operations

	max_in_array (a: SIMPLE_ARRAY [INTEGER]): INTEGER
			-- The largest item of `a'.
		require
			array_not_empty: a.count > 0
			array_small: a.count <= 8
		local
			i: INTEGER
		do
			Result := a [1]
			from
				i := 2
			invariant
				i_in_bounds: 2 <= i and i <= a.count + 1
				max_so_far: across 1 |..| (i - 1) is j all a.sequence [j] <= Result end
				result_in_array: a.sequence.front (i - 1).has (Result)
			until
				i = a.count + 1
			loop
				if a [i] < Result then
					Result := a [i]
				end
				i := i + 1
			variant
				a.count - i + 1
			end
		ensure
			is_maximum: across 1 |..| a.count is j all a.sequence [j] <= Result end
			result_in_array: a.sequence.has (Result)
		end

end
