note
	description: "[
		AutoProof's arrays: `count' items indexed from 1, modelled by `sequence' (a fresh
		MML_SEQUENCE value on every call, so `old a.sequence' keeps the items on entry). The
		features are those of AutoProof's SIMPLE_ARRAY (resources/kernel/AUTOPROOF.md), and
		`make_from_array' takes a SIMPLE_ARRAY, as AutoProof declares it, or an ARRAY.
	]"
	model: sequence

class
	SIMPLE_ARRAY [G]

inherit
	ITERABLE [G]

create
	make, make_empty, make_from_array, init

feature {NONE} -- Initialization

	make (n: INTEGER)
			-- Create an array of `n' items, each the default value of G.
		require
			n_non_negative: n >= 0
		do
			create items.make (1, n)
		ensure
			count_set: count = n
		end

	make_empty
			-- Create an empty array.
		do
			create items.make_empty
		ensure
			empty: count = 0
		end

	make_from_array (a: ITERABLE [G])
			-- Create an array with the items of `a' (a SIMPLE_ARRAY or an ARRAY), in order.
		do
			create items.make_empty
			across a as x loop
				items.force (x.item, items.count + 1)
			end
		ensure
			same_elements: attached {SIMPLE_ARRAY [G]} a as s implies sequence ~ s.sequence
			same_items: attached {ARRAY [G]} a as r implies sequence ~ create {MML_SEQUENCE [G]}.make_from_array (r)
		end

	init (s: MML_SEQUENCE [G])
			-- Create an array with the items of `s'.
		local
			i: INTEGER
		do
			create items.make (1, s.count)
			from i := 1 until i > s.count loop
				items.put (s [i], i)
				i := i + 1
			end
		ensure
			sequence_set: sequence ~ s
		end

feature -- Access

	item alias "[]" (i: INTEGER): G assign put
			-- Item at index `i'.
		require
			valid_index: 1 <= i and i <= count
		do
			Result := items.item (i)
		ensure
			definition: Result = sequence [i]
		end

	subarray (l, u: INTEGER): SIMPLE_ARRAY [G]
			-- New array with the items at indexes `l' .. `u'.
		require
			l_valid: 1 <= l and l <= count + 1
			u_valid: 0 <= u and u <= count
			l_le_u: l <= u + 1
		do
			create Result.init (sequence.interval (l, u))
		ensure
			definition: Result.sequence ~ sequence.interval (l, u)
		end

	new_cursor: ITERATION_CURSOR [G]
			-- Fresh cursor over the items, in index order.
		do
			Result := items.new_cursor
		end

feature -- Measurement

	count: INTEGER
			-- Number of items.
		do
			Result := items.count
		ensure
			definition: Result = sequence.count
		end

feature -- Status report

	is_empty: BOOLEAN
			-- Has the array no item?
		do
			Result := count = 0
		end

	has (x: G): BOOLEAN
			-- Is `x' one of the items?
		do
			Result := items.has (x)
		ensure
			definition: Result = sequence.has (x)
		end

	valid_index (i: INTEGER): BOOLEAN
			-- Is `i' an index of an item?
		do
			Result := 1 <= i and i <= count
		ensure
			definition: Result = (1 <= i and i <= sequence.count)
		end

feature -- Element change

	put (v: G; i: INTEGER)
			-- Replace the item at index `i' by `v'.
		require
			valid_index: 1 <= i and i <= count
		do
			items.put (v, i)
			sequence_known := False
		ensure
			sequence_effect: sequence ~ old sequence.replaced_at (i, v)
		end

	force (v: G; i: INTEGER)
			-- Replace the item at index `i' by `v', or add `v' at the end when `i' is `count' + 1.
		require
			in_bounds: 1 <= i and i <= count + 1
		do
			items.force (v, i)
			sequence_known := False
		ensure
			extended: i = old count + 1 implies sequence ~ (old sequence).extended (v)
			replaced: i <= old count implies sequence ~ (old sequence).replaced_at (i, v)
		end

	remove_at (i: INTEGER)
			-- Remove the item at index `i'.
		require
			valid_index: 1 <= i and i <= count
		local
			s: MML_SEQUENCE [G]
		do
			s := sequence.removed_at (i)
			items := s.to_array
			sequence_known := False
		ensure
			count_reduced: count = old count - 1
			sequence_effect: sequence ~ old sequence.removed_at (i)
		end

	swap (i, j: INTEGER)
			-- Exchange the items at indexes `i' and `j'.
		require
			valid_i: 1 <= i and i <= count
			valid_j: 1 <= j and j <= count
		local
			t: G
		do
			t := items.item (i)
			items.put (items.item (j), i)
			items.put (t, j)
			sequence_known := False
		ensure
			sequence_effect: sequence ~ old sequence.replaced_at (i, old sequence [j]).replaced_at (j, old sequence [i])
		end

feature -- Specification

	sequence: MML_SEQUENCE [G]
			-- The items, as a sequence (a value: made again only after the items change, so
			-- contracts reading `sequence [i]' in a quantifier do not copy the items each time).
		note
			status: ghost
		do
			if sequence_known and attached sequence_cache as s then
				Result := s
			else
				create Result.make_from_array (items)
				sequence_cache := Result
				sequence_known := True
			end
		end

feature {NONE} -- Implementation

	items: ARRAY [G]
			-- The items, at indexes 1 .. `count'.

	sequence_cache: detachable MML_SEQUENCE [G]
			-- `sequence' as last made (a model attribute starts as the empty sequence).

	sequence_known: BOOLEAN
			-- Is `sequence_cache' the sequence of the items (not changed since it was made)?

end
