note
	description: "Sequences of values indexed by integers from `lower' to `upper', over a SPECIAL"

class
	ARRAY [G]

inherit
	INDEXABLE [G]
		redefine
			is_empty
		end

	RESIZABLE [G]
		redefine
			is_empty
		end

	TO_SPECIAL [G]

create
	make, make_filled, make_from_special

feature {NONE} -- Initialization

	make (min_index, max_index: INTEGER)
			-- Array `min_index' .. `max_index' holding the default value of G everywhere
		require
			valid_bounds: min_index <= max_index + 1
		local
			default_item: G
		do
			make_filled (default_item, min_index, max_index)
		ensure
			lower_set: lower = min_index
			upper_set: upper = max_index
		end

	make_filled (v: G; min_index, max_index: INTEGER)
			-- Array `min_index' .. `max_index' holding `v' everywhere
		require
			valid_bounds: min_index <= max_index + 1
		do
			lower := min_index
			upper := max_index
			create area.make_filled (v, max_index - min_index + 1)
		ensure
			lower_set: lower = min_index
			upper_set: upper = max_index
		end

	make_from_special (a: SPECIAL [G])
			-- Array 1 .. a.count over `a'
		do
			area := a
			lower := 1
			upper := a.count
		ensure
			shared: area = a
			lower_set: lower = 1
			upper_set: upper = a.count
		end

feature -- Access

	lower: INTEGER
			-- Minimum index

	upper: INTEGER
			-- Maximum index

	item alias "[]" (i: INTEGER): G assign put
			-- Item at index `i'
		do
			Result := area.item (i - lower)
		end

	count: INTEGER
			-- Number of items
		do
			Result := upper - lower + 1
		end

	capacity: INTEGER
			-- Number of places
		do
			Result := area.capacity
		end

feature -- Status report

	is_empty: BOOLEAN
			-- Is there no item?
		do
			Result := upper < lower
		ensure then
			by_bounds: Result = (upper < lower)
		end

	valid_index (i: INTEGER): BOOLEAN
			-- Is `i' within the bounds?
		do
			Result := lower <= i and i <= upper
		end

	has (v: G): BOOLEAN
			-- Is `v' one of the items?
		local
			i: INTEGER
		do
			from
				i := lower
			until
				i > upper or Result
			loop
				Result := item (i) = v
				i := i + 1
			end
		end

feature -- Element change

	put (v: G; i: INTEGER)
			-- Put `v' at index `i'.
		do
			area.put (v, i - lower)
		end

invariant
	consistent_size: count = upper - lower + 1
	non_negative_count: count >= 0

end
