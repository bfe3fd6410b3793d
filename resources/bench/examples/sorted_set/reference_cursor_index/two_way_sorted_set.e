note
	description: "[
		Sets kept in ascending order in a doubly linked list, with an internal
		cursor, modelled on EiffelBase's TWO_WAY_SORTED_SET. Items occupy the
		positions 1 to `count'; positions 0 and `count' + 1 are the places
		before the first item and after the last one.
	]"

class
	TWO_WAY_SORTED_SET [G -> COMPARABLE]

create
	make

feature {NONE} -- Initialization

	make
			-- Create an empty set, with the cursor before the first position.
		do
			index := 0
			count := 0
		ensure
			empty: count = 0
			cursor_before: before
		end

feature -- Access

	index: INTEGER
			-- Position of the internal cursor.

	count: INTEGER
			-- Number of items in the set.

	item: G
			-- Item at the cursor position.
		require
			not_off: not off
		do
			check attached cell_at (index) as c then
				Result := c.item
			end
		end

	has (v: G): BOOLEAN
			-- Does the set contain `v'?
		local
			c: detachable LINKED_CELL [G]
		do
			from
				c := first_cell
			until
				Result or c = Void
			loop
				Result := c.item = v
				c := c.right
			end
		ensure
			not_empty_if_found: Result implies count /= 0
		end

feature -- Status report

	before: BOOLEAN
			-- Is the cursor before the first position?
		do
			Result := index = 0
		end

	after: BOOLEAN
			-- Is the cursor after the last position?
		do
			Result := index = count + 1
		end

	off: BOOLEAN
			-- Is there no item at the cursor position?
		do
			Result := before or after
		end

	is_empty: BOOLEAN
			-- Is the set empty?
		do
			Result := count = 0
		end

feature -- Cursor movement

	start
			-- Move the cursor to the first position.
		do
			index := 1
		ensure
			at_first: index = 1
		end

	finish
			-- Move the cursor to the last position.
		do
			index := count
		ensure
			at_last: index = count
		end

	forth
			-- Move the cursor one position forward.
		require
			not_after: not after
		do
			index := index + 1
		ensure
			moved_forth: index = old index + 1
		end

	back
			-- Move the cursor one position backward.
		require
			not_before: not before
		do
			index := index - 1
		ensure
			moved_back: index = old index - 1
		end

	go_i_th (i: INTEGER)
			-- Move the cursor to position `i'.
		require
			valid_cursor_index: 0 <= i and i <= count + 1
		do
			index := i
		ensure
			cursor_moved: index = i
		end

feature -- Element change

	extend (v: G)
			-- Insert `v' at its place in the order, unless it is already there.
			-- The cursor stays on the same item.
		require
			item_exists: v /= Void
		local
			c: detachable LINKED_CELL [G]
			new_cell: LINKED_CELL [G]
			position: INTEGER
		do
			if not has (v) then
				create new_cell.put (v)
				from
					c := first_cell
					position := 1
				until
					c = Void or else v < c.item
				loop
					c := c.right
					position := position + 1
				end
				insert_before (new_cell, c)
				if index >= position then
					index := index + 1
				end
			end
		ensure
			in_set: has (v)
		end

	remove
			-- Remove the item at the cursor; the cursor then points to its right neighbour.
		require
			not_off: not off
		do
			check attached cell_at (index) as c then
				unlink (c)
			end
		ensure
			one_less: count = old count - 1
			same_index: index = old index
		end

	put_left (v: G)
			-- Insert `v' to the left of the cursor; the cursor stays on the same item.
		require
			item_exists: v /= Void
			not_before: not before
		local
			new_cell: LINKED_CELL [G]
		do
			create new_cell.put (v)
			insert_before (new_cell, cell_at (index))
			index := index + 1
		ensure
			one_more: count = old count + 1
			cursor_moved: index = old index + 1
		end

	move_item (v: G)
			-- Move `v' to the left of the cursor.
		require
			item_exists: v /= Void
			item_in_set: has (v)
		local
			idx: INTEGER
			found: BOOLEAN
		do
			idx := index
			from
				start
			until
				found or after
			loop
				found := (v = item)
				if not found then
					forth
				end
			end
			check
				found: found and not after
			end
			remove
			if idx > index then
				idx := idx - 1
			end
			go_i_th (idx)
			put_left (v)
		end

feature {NONE} -- Implementation

	first_cell: detachable LINKED_CELL [G]
			-- Cell at position 1, if any.

	last_cell: detachable LINKED_CELL [G]
			-- Cell at position `count', if any.

	cell_at (i: INTEGER): detachable LINKED_CELL [G]
			-- Cell at position `i', or Void when `i' is not between 1 and `count'.
		local
			k: INTEGER
		do
			if i >= 1 then
				from
					Result := first_cell
					k := 1
				until
					k = i or Result = Void
				loop
					Result := Result.right
					k := k + 1
				end
			end
		end

	insert_before (new_cell: LINKED_CELL [G]; c: detachable LINKED_CELL [G])
			-- Link `new_cell' just before `c', or at the end when `c' is Void.
		do
			if c = Void then
				new_cell.put_left (last_cell)
				if attached last_cell as l then
					l.put_right (new_cell)
				else
					first_cell := new_cell
				end
				last_cell := new_cell
			else
				new_cell.put_left (c.left)
				new_cell.put_right (c)
				if attached c.left as l then
					l.put_right (new_cell)
				else
					first_cell := new_cell
				end
				c.put_left (new_cell)
			end
			count := count + 1
		end

	unlink (c: LINKED_CELL [G])
			-- Take `c' out of the list.
		do
			if attached c.left as l then
				l.put_right (c.right)
			else
				first_cell := c.right
			end
			if attached c.right as r then
				r.put_left (c.left)
			else
				last_cell := c.left
			end
			count := count - 1
		end

invariant
	count_not_negative: count >= 0
	index_in_range: 0 <= index and index <= count + 1
	empty_iff_no_first: (count = 0) = (first_cell = Void)

end
