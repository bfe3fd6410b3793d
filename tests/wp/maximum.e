note
	description: "[
		He and Gupta's Figure 1 (path-based WP paper) in Eiffel: the maximum of the first `n' items of an
		array. As in the paper, the relational operator of the branch is wrong: `Result >= a [i]'
		where `Result < a [i]' is meant. Expected: `wp' repairs the branch to `Result < a [i]' or
		the equivalent `Result <= a [i]', located by explicit evidence of type II as in the paper.
	]"

class
	MAXIMUM

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	max_of (a: ARRAY [INTEGER]; n: INTEGER): INTEGER
			-- The largest of `a [1]' .. `a [n]'.
		require
			a_exists: a /= Void
			starts_at_one: a.lower = 1
			n_positive: n > 0
			n_in_range: n <= a.count
		local
			i: INTEGER
		do
			from
				i := 2
				Result := a [1]
			until
				i > n
			loop
				if Result >= a [i] then
					Result := a [i]
				end
				i := i + 1
			end
		ensure
			is_upper_bound: across 1 |..| n as k all Result >= a [k.item] end
			is_element: across 1 |..| n as k some Result = a [k.item] end
		end

end
