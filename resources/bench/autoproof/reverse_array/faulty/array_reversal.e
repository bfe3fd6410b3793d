note
	description: "In-place reversal of a SIMPLE_ARRAY, in AutoProof style (`modify', model postcondition)."

class
	ARRAY_REVERSAL

feature -- Basic operations

	reverse (a: SIMPLE_ARRAY [INTEGER])
			-- Reverse the items of `a' in place.
		require
			array_small: a.count <= 8
			modify (a)
		local
			i, j: INTEGER
		do
			from
				i := 1
				j := a.count
			until
				i + 1 >= j
			loop
				a.swap (i, j)
				i := i + 1
				j := j - 1
			variant
				decreases (j - i + 1)
			end
		ensure
			same_count: a.count = old a.count
			reversed: a.sequence ~ old a.sequence.reverse
		end

end
