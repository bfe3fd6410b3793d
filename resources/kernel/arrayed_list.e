note
	description: "[
		Lists implemented by a resizable SPECIAL: `i_th' and `put_i_th' take
		constant time; insertion elsewhere than at the end shifts the items.
	]"

class
	ARRAYED_LIST [G]

inherit
	LIST [G]
		redefine
			first, last, copy
		end

create
	make, make_from_array

feature {NONE} -- Initialization

	make (n: INTEGER)
			-- Create an empty list with room for `n' items; the cursor is `before'.
		require
			valid_number_of_items: n >= 0
		do
			create area.make_empty (n)
			index := 0
		ensure
			empty: is_empty
			before: before
		end

	make_from_array (a: ARRAY [G])
			-- Create a list with the items of `a', in order.
		require
			array_exists: a /= Void
		local
			i: INTEGER
		do
			create area.make_empty (a.count)
			from
				i := a.lower
			until
				i > a.upper
			loop
				area.extend (a.item (i))
				i := i + 1
			end
			index := 0
		ensure
			same_count: count = a.count
		end

feature -- Access

	index: INTEGER
			-- Current cursor position

	item: G
			-- Item at the cursor position
		do
			Result := area.item (index - 1)
		end

	i_th alias "[]" (i: INTEGER): G
			-- Item at position `i'
		do
			Result := area.item (i - 1)
		end

	first: G
			-- Item at position 1
		do
			Result := area.item (0)
		end

	last: G
			-- Item at position `count'
		do
			Result := area.item (area.count - 1)
		end

	area: SPECIAL [G]
			-- Storage: position `i' is `area [i - 1]'

	to_array: ARRAY [G]
			-- New array with the items, indexed from 1
		do
			create Result.make_from_special (area.aliased_resized_area (area.count))
		ensure
			same_count: Result.count = count
		end

	new_cursor: ARRAYED_LIST_ITERATION_CURSOR [G]
			-- Fresh cursor positioned on the first item
		do
			create Result.make (Current)
		end

feature -- Measurement

	count: INTEGER
			-- Number of items
		do
			Result := area.count
		end

	capacity: INTEGER
			-- Number of items that fit without resizing
		do
			Result := area.capacity
		end

feature -- Cursor movement

	start
			-- Move cursor to first position.
		do
			index := 1
		end

	finish
			-- Move cursor to last position.
		do
			index := count
		end

	forth
			-- Move cursor to next position.
		do
			index := index + 1
		end

	back
			-- Move cursor to previous position.
		do
			index := index - 1
		end

	go_i_th (i: INTEGER)
			-- Move cursor to position `i'.
		do
			index := i
		end

feature -- Element change

	extend (v: G)
			-- Add `v' at the end. Do not move the cursor.
		do
			if area.count = area.capacity then
				area := area.aliased_resized_area (area.count * 2 + 4)
			end
			area.extend (v)
		end

	put_front (v: G)
			-- Add `v' at the beginning.
		do
			insert (v, 1)
			if index /= 0 then
				index := index + 1
			end
		end

	put_left (v: G)
			-- Add `v' to the left of the cursor position.
		do
			insert (v, index)
			index := index + 1
		end

	put_right (v: G)
			-- Add `v' to the right of the cursor position.
		do
			insert (v, index + 1)
		end

	replace (v: G)
			-- Replace the item at the cursor position by `v'.
		do
			area.put (v, index - 1)
		end

	put_i_th (v: G; i: INTEGER)
			-- Replace the item at position `i' by `v'.
		do
			area.put (v, i - 1)
		end

feature -- Removal

	remove
			-- Remove the item at the cursor position.
		do
			area.copy_data (area, index, index - 1, area.count - index)
			area.keep_head (area.count - 1)
		end

	wipe_out
			-- Remove all items.
		do
			area.keep_head (0)
			index := 0
		end

feature -- Duplication

	copy (other: like Current)
			-- Reinitialize with the items of `other' (storage not shared).
		do
			if other /= Current then
				standard_copy (other)
				area := other.area.twin
			end
		end

feature {NONE} -- Implementation

	insert (v: G; pos: INTEGER)
			-- Insert `v' at position `pos', shifting the items from `pos' to the right.
		require
			valid_insertion_position: 1 <= pos and pos <= count + 1
		local
			n: INTEGER
		do
			n := area.count
			if n = area.capacity then
				area := area.aliased_resized_area (n * 2 + 4)
			end
			if pos = n + 1 then
				area.extend (v)
			else
				area.extend (area.item (n - 1))
				area.copy_data (area, pos - 1, pos, n - pos)
				area.put (v, pos - 1)
			end
		ensure
			one_more: count = old count + 1
		end

end
