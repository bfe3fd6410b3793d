note
	description: "Occurrences of a value in a SIMPLE_ARRAY, against the model's `occurrences'."

class
	ARRAY_COUNT

feature -- Basic operations

	count_of (a: SIMPLE_ARRAY [INTEGER]; x: INTEGER): INTEGER
			-- How many items of `a' equal `x'.
		require
			array_small: a.count <= 8
		local
			i: INTEGER
		do
			from
				i := 2
			invariant
				i_in_bounds: 1 <= i and i <= a.count + 1
				counted_so_far: Result = a.sequence.front (i - 1).occurrences (x)
			until
				i > a.count
			loop
				if a [i] = x then
					Result := Result + 1
				end
				i := i + 1
			variant
				a.count - i + 1
			end
		ensure
			definition: Result = a.sequence.occurrences (x)
		end

end
