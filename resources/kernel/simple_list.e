note
	description: "[
		AutoProof's lists: items indexed from 1 that can grow and shrink at either end,
		modelled by `sequence' (a fresh MML_SEQUENCE value on every call).
	]"
	model: sequence

class
	SIMPLE_LIST [G]

inherit
	ITERABLE [G]

create
	make, init

feature {NONE} -- Initialization

	make
			-- Create an empty list.
		do
			create items.make_empty
		ensure
			empty: count = 0
		end

	init (s: MML_SEQUENCE [G])
			-- Create a list with the items of `s'.
		local
			i: INTEGER
		do
			create items.make_empty
			from i := 1 until i > s.count loop
				items.force (s [i], i)
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

	first: G
			-- First item.
		require
			not_empty: count > 0
		do
			Result := items.item (1)
		end

	last: G
			-- Last item.
		require
			not_empty: count > 0
		do
			Result := items.item (count)
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
			-- Has the list no item?
		do
			Result := count = 0
		end

	has (x: G): BOOLEAN
			-- Is `x' one of the items?
		do
			Result := items.has (x)
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

	extend_back (v: G)
			-- Add `v' at the end.
		do
			items.force (v, count + 1)
			sequence_known := False
		ensure
			sequence_effect: sequence ~ old sequence & v
		end

	extend_front (v: G)
			-- Add `v' at the front.
		do
			items := (sequence.prepended (v)).to_array
			sequence_known := False
		ensure
			sequence_effect: sequence ~ old sequence.prepended (v)
		end

	remove_back
			-- Remove the last item.
		require
			not_empty: count > 0
		do
			items := (sequence.but_last).to_array
			sequence_known := False
		ensure
			sequence_effect: sequence ~ old sequence.but_last
		end

	remove_front
			-- Remove the first item.
		require
			not_empty: count > 0
		do
			items := (sequence.but_first).to_array
			sequence_known := False
		ensure
			sequence_effect: sequence ~ old sequence.but_first
		end

	remove_at (i: INTEGER)
			-- Remove the item at index `i'.
		require
			in_bounds: 1 <= i and i <= count
		do
			items := (sequence.removed_at (i)).to_array
			sequence_known := False
		ensure
			count_reduced: sequence.count = old sequence.count - 1
			sequence_effect: sequence ~ old sequence.removed_at (i)
		end

	wipe_out
			-- Remove every item.
		do
			create items.make_empty
			sequence_known := False
		ensure
			empty: sequence.is_empty
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
