note
	description: "[
		Sequences with an internal cursor, as in EiffelBase. Items occupy the
		positions 1 .. `count'; the cursor `index' may also be 0 (`before') or
		`count' + 1 (`after'). Effective descendants: ARRAYED_LIST, LINKED_LIST.
	]"

deferred class
	LIST [G]

inherit
	ITERABLE [G]
		redefine
			is_equal
		end

feature -- Access

	index: INTEGER
			-- Current cursor position (0 .. count + 1)
		deferred
		end

	item: G
			-- Item at the cursor position
		require
			not_off: not off
		deferred
		end

	i_th alias "[]" (i: INTEGER): G
			-- Item at position `i'
		require
			valid_index: valid_index (i)
		deferred
		end

	first: G
			-- Item at position 1
		require
			not_empty: not is_empty
		do
			Result := i_th (1)
		end

	last: G
			-- Item at position `count'
		require
			not_empty: not is_empty
		do
			Result := i_th (count)
		end

	index_of (v: G; i: INTEGER): INTEGER
			-- Position of the `i'-th occurrence of `v' (`~' if `object_comparison',
			-- `=' otherwise); 0 if none.
		require
			positive_occurrences: i > 0
		local
			c: ITERATION_CURSOR [G]
			n: INTEGER
		do
			from
				c := new_cursor
			until
				Result > 0 or c.after
			loop
				if same_item (c.item, v) then
					n := n + 1
					if n = i then
						Result := c.cursor_index
					end
				end
				c.forth
			end
		ensure
			non_negative_result: Result >= 0
		end

feature -- Measurement

	count: INTEGER
			-- Number of items
		deferred
		end

	occurrences (v: G): INTEGER
			-- Number of times `v' appears (`~' if `object_comparison', `=' otherwise)
		local
			c: ITERATION_CURSOR [G]
		do
			from
				c := new_cursor
			until
				c.after
			loop
				if same_item (c.item, v) then
					Result := Result + 1
				end
				c.forth
			end
		ensure
			non_negative_occurrences: Result >= 0
		end

feature -- Status report

	is_empty: BOOLEAN
			-- Is there no item?
		do
			Result := count = 0
		end

	before: BOOLEAN
			-- Is there no valid cursor position to the left of cursor?
		do
			Result := index = 0
		end

	after: BOOLEAN
			-- Is there no valid cursor position to the right of cursor?
		do
			Result := index = count + 1
		end

	off: BOOLEAN
			-- Is there no current item?
		do
			Result := index = 0 or index = count + 1
		end

	readable: BOOLEAN
			-- Is there a current item that may be read?
		do
			Result := not off
		end

	writable: BOOLEAN
			-- Is there a current item that may be modified?
		do
			Result := not off
		end

	exhausted: BOOLEAN
			-- Has the structure been completely explored?
		do
			Result := off
		end

	isfirst: BOOLEAN
			-- Is cursor at first position?
		do
			Result := not is_empty and index = 1
		end

	islast: BOOLEAN
			-- Is cursor at last position?
		do
			Result := not is_empty and index = count
		end

	valid_index (i: INTEGER): BOOLEAN
			-- Is `i' a valid position of an item?
		do
			Result := 1 <= i and i <= count
		ensure
			definition: Result = (1 <= i and i <= count)
		end

	valid_cursor_index (i: INTEGER): BOOLEAN
			-- Is `i' a possible cursor position?
		do
			Result := 0 <= i and i <= count + 1
		ensure
			definition: Result = (0 <= i and i <= count + 1)
		end

	has (v: G): BOOLEAN
			-- Does the list include `v' (`~' if `object_comparison', `=' otherwise)?
		local
			c: ITERATION_CURSOR [G]
		do
			from
				c := new_cursor
			until
				Result or c.after
			loop
				Result := same_item (c.item, v)
				c.forth
			end
		ensure
			not_found_in_empty: Result implies not is_empty
		end

	object_comparison: BOOLEAN
			-- Must search operations compare items with `~' (rather than `=')?

feature -- Status setting

	compare_objects
			-- Compare items with `~' from now on.
		do
			object_comparison := True
		ensure
			object_comparison
		end

	compare_references
			-- Compare items with `=' from now on.
		do
			object_comparison := False
		ensure
			reference_comparison: not object_comparison
		end

feature -- Comparison

	is_equal (other: like Current): BOOLEAN
			-- Do both lists have the same items in the same order (`~' if
			-- `object_comparison', `=' otherwise) and the same comparison mode?
		local
			c1, c2: ITERATION_CURSOR [G]
		do
			if other = Current then
				Result := True
			elseif count = other.count and object_comparison = other.object_comparison then
				from
					Result := True
					c1 := new_cursor
					c2 := other.new_cursor
				until
					not Result or c1.after
				loop
					Result := same_item (c1.item, c2.item)
					c1.forth
					c2.forth
				end
			end
		end

feature -- Cursor movement

	start
			-- Move cursor to first position (`after' if empty).
		deferred
		ensure
			at_first: not is_empty implies isfirst
			empty_convention: is_empty implies after
		end

	finish
			-- Move cursor to last position (`before' if empty).
		deferred
		ensure
			at_last: not is_empty implies islast
			empty_convention: is_empty implies before
		end

	forth
			-- Move cursor to next position.
		require
			not_after: not after
		deferred
		ensure
			moved_forth: index = old index + 1
		end

	back
			-- Move cursor to previous position.
		require
			not_before: not before
		deferred
		ensure
			moved_back: index = old index - 1
		end

	go_i_th (i: INTEGER)
			-- Move cursor to position `i'.
		require
			valid_cursor_index: valid_cursor_index (i)
		deferred
		ensure
			position_expected: index = i
		end

	search (v: G)
			-- Move to the first position, at or after the cursor position, where
			-- `item' equals `v' (`~' if `object_comparison', `=' otherwise);
			-- go `after' if there is none. Starts from the first item if `before'.
		local
			found: BOOLEAN
		do
			if before then
				forth
			end
			from
			until
				found or after
			loop
				if same_item (item, v) then
					found := True
				else
					forth
				end
			end
		ensure
			object_found: not after implies same_item (item, v)
		end

feature -- Element change

	extend (v: G)
			-- Add `v' at the end. Do not move the cursor (`index' unchanged).
		deferred
		ensure
			one_more: count = old count + 1
			item_inserted: last = v
		end

	force (v: G)
			-- Add `v' at the end. Do not move the cursor.
		do
			extend (v)
		ensure
			one_more: count = old count + 1
			item_inserted: last = v
		end

	put_front (v: G)
			-- Add `v' at the beginning. The cursor stays on the same item,
			-- or stays `before'/`after'.
		deferred
		ensure
			new_count: count = old count + 1
			item_inserted: first = v
		end

	put_left (v: G)
			-- Add `v' to the left of the cursor position. Do not move the cursor.
		require
			not_before: not before
		deferred
		ensure
			new_count: count = old count + 1
			new_index: index = old index + 1
		end

	put_right (v: G)
			-- Add `v' to the right of the cursor position. Do not move the cursor.
		require
			not_after: not after
		deferred
		ensure
			new_count: count = old count + 1
			same_index: index = old index
		end

	replace (v: G)
			-- Replace the item at the cursor position by `v'.
		require
			writable: not off
		deferred
		ensure
			item_replaced: item = v
			same_count: count = old count
		end

	put (v: G)
			-- Replace the item at the cursor position by `v'.
		require
			writable: not off
		do
			replace (v)
		ensure
			item_replaced: item = v
			same_count: count = old count
		end

	put_i_th (v: G; i: INTEGER)
			-- Replace the item at position `i' by `v'.
		require
			valid_index: valid_index (i)
		deferred
		ensure
			inserted: i_th (i) = v
			same_count: count = old count
		end

feature -- Removal

	remove
			-- Remove the item at the cursor position; the cursor moves to its right
			-- neighbour (`after' if none): `index' does not change.
		require
			not_off: not off
		deferred
		ensure
			one_less: count = old count - 1
			same_index: index = old index
		end

	wipe_out
			-- Remove all items; the cursor goes `before'.
		deferred
		ensure
			wiped_out: is_empty
			is_before: before
		end

	prune (v: G)
			-- Remove the first occurrence of `v' at or after the cursor position
			-- (from the first item if `before'), if any; the cursor is then on its
			-- right neighbour, or `after' if `v' was not found.
		do
			search (v)
			if not after then
				remove
			end
		ensure
			at_most_one_less: count = old count or count = old count - 1
		end

	prune_all (v: G)
			-- Remove all occurrences of `v'; the cursor goes `after'.
		do
			from
				start
			until
				after
			loop
				if same_item (item, v) then
					remove
				else
					forth
				end
			end
		ensure
			no_more_occurrences: not has (v)
			is_after: after
		end

	append (s: LIST [G])
			-- Add the items of `s' (which may be the list itself) at the end, in order.
			-- Do not move the cursor.
		require
			argument_not_void: s /= Void
		local
			c: ITERATION_CURSOR [G]
			n: INTEGER
		do
			from
				c := s.new_cursor
				n := s.count
			until
				n = 0
			loop
				extend (c.item)
				c.forth
				n := n - 1
			end
		ensure
			new_count: count = old count + old s.count
		end

feature -- Comparison

	same_item (a, b: G): BOOLEAN
			-- Are `a' and `b' equal according to `object_comparison'?
		do
			if object_comparison then
				Result := a ~ b
			else
				Result := a = b
			end
		end

invariant
	non_negative_count: count >= 0
	valid_cursor_position: 0 <= index and index <= count + 1

end
