note
	description: "[
		Tables of items of type G identified by keys of type K, with open
		addressing (linear probing) over three SPECIALs, growing as needed.
		Keys are compared with `~' (so STRING keys compare by value); Void is
		a valid key (hash 0).
	]"

class
	HASH_TABLE [G, K -> detachable HASHABLE]

inherit
	ITERABLE [G]
		redefine
			is_equal, copy
		end

create
	make

feature {NONE} -- Initialization

	make (n: INTEGER)
			-- Allocate a table for about `n' items.
		require
			n_non_negative: n >= 0
		do
			allocate (n * 2 + 8)
		ensure
			empty: is_empty
		end

feature -- Access

	item alias "[]" (key: K): detachable G assign force
			-- Item associated with `key', if present; otherwise the default value of G
		local
			s: INTEGER
		do
			s := slot_of (key)
			if s >= 0 then
				Result := content_area.item (s)
			end
		end

	found_item: detachable G
			-- Item found by the last `search' (or displaced by `put'/`replace'/`remove')

	keys: ARRAY [K]
			-- New array of the keys, indexed from 1 (in iteration order)
		local
			i: INTEGER
		do
			create Result.make_empty
			from
				i := 0
			until
				i >= capacity
			loop
				if states.item (i) = 1 then
					Result.force (keys_area.item (i), Result.upper + 1)
				end
				i := i + 1
			end
		ensure
			same_count: Result.count = count
		end

	current_keys: ARRAY [K]
			-- Same as `keys'
		do
			Result := keys
		ensure
			same_count: Result.count = count
		end

	linear_representation: ARRAYED_LIST [G]
			-- New list of the items (in iteration order)
		local
			i: INTEGER
		do
			create Result.make (count)
			from
				i := 0
			until
				i >= capacity
			loop
				if states.item (i) = 1 then
					Result.extend (content_area.item (i))
				end
				i := i + 1
			end
		ensure
			same_count: Result.count = count
		end

	new_cursor: HASH_TABLE_ITERATION_CURSOR [G, K]
			-- Fresh cursor on the items (and keys), positioned on the first one
		do
			create Result.make (Current)
		end

feature -- Measurement

	count: INTEGER
			-- Number of items

	capacity: INTEGER
			-- Number of slots

feature -- Status report

	is_empty: BOOLEAN
			-- Is there no item?
		do
			Result := count = 0
		end

	has (key: K): BOOLEAN
			-- Is there an item associated with `key'?
		do
			Result := slot_of (key) >= 0
		end

	has_key (key: K): BOOLEAN
			-- Is there an item associated with `key'?
		do
			Result := slot_of (key) >= 0
		end

	has_item (v: G): BOOLEAN
			-- Is `v' one of the items (compared with `=')?
		local
			i: INTEGER
		do
			from
				i := 0
			until
				Result or i >= capacity
			loop
				Result := states.item (i) = 1 and then content_area.item (i) = v
				i := i + 1
			end
		end

	found: BOOLEAN
			-- Did the last `search' find its key?

	inserted: BOOLEAN
			-- Did the last `put' (or `force', `extend') insert an item?

	replaced: BOOLEAN
			-- Did the last `replace' (or `force' on a present key) replace an item?

	removed: BOOLEAN
			-- Did the last `remove' remove an item?

feature -- Search

	search (key: K)
			-- Search for an item associated with `key': set `found', and
			-- `found_item' to that item if found (to the default value otherwise).
		local
			s: INTEGER
			l_default: detachable G
		do
			s := slot_of (key)
			found := s >= 0
			if found then
				found_item := content_area.item (s)
			else
				found_item := l_default
			end
		ensure
			found_or_not_found: found = has (key)
			item_if_found: found implies found_item = item (key)
		end

feature -- Element change

	put (new: G; key: K)
			-- Insert `new' with `key' if there is no item associated with `key'
			-- yet; set `inserted' accordingly and `found_item' to the item already
			-- associated with `key' if any.
		local
			s: INTEGER
			l_default: detachable G
		do
			s := slot_of (key)
			if s >= 0 then
				inserted := False
				found_item := content_area.item (s)
			else
				insert_new (new, key)
				inserted := True
				found_item := l_default
			end
		ensure
			now_present: has (key)
			insertion_done: inserted implies item (key) = new
			one_more_if_inserted: inserted implies count = old count + 1
			unchanged_if_conflict: not inserted implies count = old count
		end

	force (new: G; key: K)
			-- Associate `new' with `key', whether or not `key' was present.
		local
			s: INTEGER
			l_default: detachable G
		do
			s := slot_of (key)
			if s >= 0 then
				found_item := content_area.item (s)
				content_area.put (new, s)
				replaced := True
				inserted := False
			else
				insert_new (new, key)
				found_item := l_default
				replaced := False
				inserted := True
			end
		ensure
			now_present: has (key)
			insertion_done: item (key) = new
		end

	extend (new: G; key: K)
			-- Insert `new' with `key', which must not be present.
		require
			not_present: not has (key)
		do
			insert_new (new, key)
			inserted := True
		ensure
			inserted: has (key)
			insertion_done: item (key) = new
			one_more: count = old count + 1
		end

	replace (new: G; key: K)
			-- Replace the item associated with `key', if present, by `new';
			-- set `replaced' and `found_item' (the old item).
		local
			s: INTEGER
			l_default: detachable G
		do
			s := slot_of (key)
			if s >= 0 then
				found_item := content_area.item (s)
				content_area.put (new, s)
				replaced := True
			else
				found_item := l_default
				replaced := False
			end
		ensure
			replaced_if_present: replaced = has (key)
			insertion_done: replaced implies item (key) = new
			same_count: count = old count
		end

feature -- Removal

	remove (key: K)
			-- Remove the item associated with `key', if present; set `removed'.
		local
			s: INTEGER
		do
			s := slot_of (key)
			if s >= 0 then
				found_item := content_area.item (s)
				states.put (2, s)
				count := count - 1
				deleted_count := deleted_count + 1
				removed := True
			else
				removed := False
			end
		ensure
			not_present: not has (key)
			one_less_if_removed: removed implies count = old count - 1
		end

	wipe_out
			-- Remove all items.
		do
			states.fill_with (0, 0, capacity - 1)
			count := 0
			deleted_count := 0
			iteration_position := capacity
		ensure
			wiped_out: is_empty
		end

feature -- Iteration (internal cursor)

	start
			-- Move the internal cursor to the first item (`after' if empty).
		do
			iteration_position := next_iteration_position (-1)
		end

	forth
			-- Move the internal cursor to the next item.
		require
			not_off: not off
		do
			iteration_position := next_iteration_position (iteration_position)
		end

	after: BOOLEAN
			-- Is the internal cursor past the last item?
		do
			Result := iteration_position >= capacity
		end

	off: BOOLEAN
			-- Is there no item at the internal cursor position?
		do
			Result := iteration_position < 0 or iteration_position >= capacity
		end

	item_for_iteration: G
			-- Item at the internal cursor position
		require
			not_off: not off
		do
			Result := content_area.item (iteration_position)
		end

	key_for_iteration: K
			-- Key at the internal cursor position
		require
			not_off: not off
		do
			Result := keys_area.item (iteration_position)
		end

feature -- Comparison

	is_equal (other: like Current): BOOLEAN
			-- Do both tables associate the same keys with equal items (`~')?
		local
			i: INTEGER
		do
			if other = Current then
				Result := True
			elseif count = other.count then
				from
					Result := True
					i := 0
				until
					not Result or i >= capacity
				loop
					if states.item (i) = 1 then
						Result := other.has (keys_area.item (i)) and then other.item (keys_area.item (i)) ~ content_area.item (i)
					end
					i := i + 1
				end
			end
		end

feature -- Duplication

	copy (other: like Current)
			-- Reinitialize with the associations of `other' (storage not shared).
		do
			if other /= Current then
				standard_copy (other)
				keys_area := other.keys_area.twin
				content_area := other.content_area.twin
				states := other.states.twin
			end
		end

feature {HASH_TABLE, HASH_TABLE_ITERATION_CURSOR} -- Implementation

	keys_area: SPECIAL [K]
			-- Keys, by slot

	content_area: SPECIAL [G]
			-- Items, by slot

	states: SPECIAL [INTEGER]
			-- Slot states: 0 free, 1 used, 2 deleted

	next_iteration_position (pos: INTEGER): INTEGER
			-- Next used slot after `pos'; `capacity' if none
		do
			from
				Result := pos + 1
			until
				Result >= capacity or else states.item (Result) = 1
			loop
				Result := Result + 1
			end
		end

feature {NONE} -- Implementation

	deleted_count: INTEGER
			-- Number of deleted slots

	iteration_position: INTEGER
			-- Slot of the internal cursor

	allocate (n: INTEGER)
			-- Make the table empty with `n' slots.
		require
			positive: n > 0
		do
			capacity := n
			create keys_area.make_default (n)
			create content_area.make_default (n)
			create states.make_filled (0, n)
			count := 0
			deleted_count := 0
			iteration_position := n
		end

	hash_of (key: K): INTEGER
			-- Non-negative hash value of `key' (0 for Void)
		do
			if attached key as k then
				Result := k.hash_code
			end
		end

	slot_of (key: K): INTEGER
			-- Slot holding `key'; -1 if none
		local
			i, n: INTEGER
			stop: BOOLEAN
		do
			Result := -1
			from
				i := hash_of (key) \\ capacity
			until
				stop or n >= capacity
			loop
				inspect states.item (i)
				when 0 then
					stop := True
				when 1 then
					if keys_area.item (i) ~ key then
						Result := i
						stop := True
					end
				else
				end
				i := (i + 1) \\ capacity
				n := n + 1
			end
		end

	insert_new (new: G; key: K)
			-- Insert `new' with `key', known to be absent, growing if needed.
		local
			i: INTEGER
		do
			if (count + deleted_count + 1) * 4 > capacity * 3 then
				rehash ((count + 1) * 2 + 8)
			end
			from
				i := hash_of (key) \\ capacity
			until
				states.item (i) /= 1
			loop
				i := (i + 1) \\ capacity
			end
			if states.item (i) = 2 then
				deleted_count := deleted_count - 1
			end
			keys_area.put (key, i)
			content_area.put (new, i)
			states.put (1, i)
			count := count + 1
		ensure
			one_more: count = old count + 1
		end

	rehash (n: INTEGER)
			-- Move every association into a fresh area of `n' slots.
		require
			large_enough: n > count
		local
			old_keys: SPECIAL [K]
			old_content: SPECIAL [G]
			old_states: SPECIAL [INTEGER]
			i, old_capacity: INTEGER
		do
			old_keys := keys_area
			old_content := content_area
			old_states := states
			old_capacity := capacity
			allocate (n)
			from
				i := 0
			until
				i >= old_capacity
			loop
				if old_states.item (i) = 1 then
					insert_new (old_content.item (i), old_keys.item (i))
				end
				i := i + 1
			end
		end

invariant
	count_in_range: 0 <= count and count < capacity

end
