note
	description: "Linear search in a SIMPLE_ARRAY, in AutoProof style."

class
	ARRAY_SEARCH

feature -- Basic operations

	index_of (a: SIMPLE_ARRAY [INTEGER]; x: INTEGER): INTEGER
			-- Index of the first occurrence of `x' in `a', 0 if none.
		require
			array_small: a.count <= 8
		local
			i: INTEGER
		do
			from
				i := 1
			invariant
				i_in_bounds: 1 <= i and i <= a.count + 1
				not_found_before: Result = 0 implies not a.sequence.front (i - 1).has (x)
			until
				Result > 0 or i >= a.count
			loop
				if a [i] = x then
					Result := i
				end
				i := i + 1
			variant
				a.count - i + 1
			end
		ensure
			in_range: 0 <= Result and Result <= a.count
			found: Result > 0 implies a.sequence [Result] = x
			first: Result > 0 implies not a.sequence.front (Result - 1).has (x)
			not_found: Result = 0 implies not a.sequence.has (x)
		end

end
