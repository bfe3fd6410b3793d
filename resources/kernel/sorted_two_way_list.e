note
	description: "[
		Two-way lists kept in ascending order: `extend' puts each item at its place
		(after the items equal to it). The items live in a TWO_WAY_LIST; the cursor
		features read it as in LIST. `across' goes from the smallest to the largest.
	]"

class
	SORTED_TWO_WAY_LIST [G -> COMPARABLE]

inherit
	ITERABLE [G]
		redefine
			is_equal, copy
		end

create
	make

feature {NONE} -- Initialization

	make
			-- Create an empty list; the cursor is `before'.
		do
			create items.make
		ensure
			is_empty: is_empty
		end

feature -- Access

	item: G
			-- Item at the cursor position
		require
			readable: readable
		do
			Result := items.item
		end

	i_th alias "[]" (i: INTEGER): G
			-- Item at position `i'
		require
			valid_index: valid_index (i)
		do
			Result := items.i_th (i)
		end

	first: G
			-- Smallest item
		require
			not_empty: not is_empty
		do
			Result := items.first
		end

	last: G
			-- Largest item
		require
			not_empty: not is_empty
		do
			Result := items.last
		end

	min: G
			-- Smallest item
		require
			not_empty: not is_empty
		do
			Result := items.first
		end

	max: G
			-- Largest item
		require
			not_empty: not is_empty
		do
			Result := items.last
		end

	median: G
			-- Item in the middle (the lower one of the two middle items when `count' is even)
		require
			not_empty: not is_empty
		do
			Result := items.i_th ((count + 1) // 2)
		end

	index: INTEGER
			-- Cursor position
		do
			Result := items.index
		end

	new_cursor: ITERATION_CURSOR [G]
			-- Fresh cursor positioned on the smallest item
		do
			Result := items.new_cursor
		end

feature -- Measurement

	count: INTEGER
			-- Number of items
		do
			Result := items.count
		end

	occurrences (v: G): INTEGER
			-- Number of times `v' is an item
		do
			Result := items.occurrences (v)
		end

feature -- Status report

	is_empty: BOOLEAN
			-- Is there no item?
		do
			Result := items.is_empty
		end

	has (v: G): BOOLEAN
			-- Is `v' an item (compared with `=', or `~' after `compare_objects')?
		do
			Result := items.has (v)
		end

	valid_index (i: INTEGER): BOOLEAN
			-- Is `i' a position of an item?
		do
			Result := 1 <= i and i <= count
		end

	readable: BOOLEAN
			-- Is there an item at the cursor position?
		do
			Result := items.readable
		end

	before: BOOLEAN
			-- Is the cursor before the first item?
		do
			Result := items.before
		end

	after: BOOLEAN
			-- Is the cursor after the last item?
		do
			Result := items.after
		end

	off: BOOLEAN
			-- Is the cursor off any item?
		do
			Result := items.off
		end

	exhausted: BOOLEAN
			-- Is the cursor off any item?
		do
			Result := items.off
		end

	sorted: BOOLEAN
			-- Is every item at most its right neighbour?
		local
			i: INTEGER
		do
			from
				Result := True
				i := 2
			until
				not Result or i > count
			loop
				Result := not (items.i_th (i) < items.i_th (i - 1))
				i := i + 1
			end
		end

feature -- Status setting

	compare_objects
			-- Make `has', `occurrences' and `prune' compare with `~'.
		do
			items.compare_objects
		end

	compare_references
			-- Make `has', `occurrences' and `prune' compare with `='.
		do
			items.compare_references
		end

feature -- Cursor movement

	start
			-- Move the cursor to the first position.
		do
			items.start
		end

	finish
			-- Move the cursor to the last position.
		do
			items.finish
		end

	forth
			-- Move the cursor to the next position.
		require
			not_after: not after
		do
			items.forth
		end

	back
			-- Move the cursor to the previous position.
		require
			not_before: not before
		do
			items.back
		end

	go_i_th (i: INTEGER)
			-- Move the cursor to position `i'.
		require
			valid_cursor_index: 0 <= i and i <= count + 1
		do
			items.go_i_th (i)
		end

feature -- Element change

	extend (v: G)
			-- Put `v' at its place: after every item that is not greater than it.
			-- The cursor is moved to `v'.
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > count or else v < items.i_th (i)
			loop
				i := i + 1
			end
			if i > count then
				items.extend (v)
			else
				items.go_i_th (i)
				items.put_left (v)
			end
			items.go_i_th (i)
		ensure
			one_more: count = old count + 1
			item_inserted: has (v)
			remains_sorted: old sorted implies sorted
		end

	put (v: G)
			-- Put `v' at its place (same as `extend').
		do
			extend (v)
		ensure
			one_more: count = old count + 1
		end

	force (v: G)
			-- Put `v' at its place (same as `extend').
		do
			extend (v)
		ensure
			one_more: count = old count + 1
		end

feature -- Removal

	remove
			-- Remove the item at the cursor position; the cursor moves to its right neighbour.
		require
			not_off: not off
		do
			items.remove
		ensure
			one_less: count = old count - 1
		end

	prune (v: G)
			-- Remove the first occurrence of `v' at or after the cursor position, if
			-- any, as LIST's `prune'.
		do
			items.prune (v)
		end

	prune_all (v: G)
			-- Remove every occurrence of `v'.
		do
			items.prune_all (v)
		ensure
			no_more_occurrences: not has (v)
		end

	wipe_out
			-- Remove all items.
		do
			items.wipe_out
		ensure
			wiped_out: is_empty
		end

feature -- Comparison

	is_equal (other: like Current): BOOLEAN
			-- Same items in the same order?
		do
			Result := items.is_equal (other.items)
		end

feature -- Duplication

	copy (other: like Current)
			-- Reinitialize with the items of `other' (storage not shared).
		do
			if other /= Current then
				standard_copy (other)
				items := other.items.twin
			end
		end

feature {SORTED_TWO_WAY_LIST} -- Implementation

	items: TWO_WAY_LIST [G]
			-- The items, in ascending order

end
