note
	description: "Recursive maximum of a SIMPLE_ARRAY's items, with `decreases' and a model postcondition."

class
	ARRAY_MAX_REC

feature -- Basic operations

	max_from (a: SIMPLE_ARRAY [INTEGER]; i: INTEGER): INTEGER
			-- The largest item of `a' at index `i' or after.
		require
			array_small: a.count <= 8
			i_in_bounds: 1 <= i and i <= a.count
			decreases (a.count - i)
		local
			rest: INTEGER
		do
			if i = a.count then
				Result := a [i]
			else
				rest := max_from (a, i + 1)
				if a [i] > rest then
					Result := a [i]
				else
					Result := rest
				end
			end
		ensure
			is_maximum: across i |..| a.count is j all a [j] <= Result end
			in_array: a.sequence.tail (i).has (Result)
		end

end
