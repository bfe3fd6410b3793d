note
	description: "[
		Lists implemented by singly linked cells (LINKABLE): insertion and
		removal at the cursor are cheap, `i_th', `back' and `remove' walk
		from the first cell.
	]"

class
	LINKED_LIST [G]

inherit
	LIST [G]
		redefine
			first, last, copy
		end

create
	make

feature {NONE} -- Initialization

	make
			-- Create an empty list; the cursor is `before'.
		do
			index := 0
		ensure
			empty: is_empty
			before: before
		end

feature -- Access

	index: INTEGER
			-- Current cursor position

	count: INTEGER
			-- Number of items

	item: G
			-- Item at the cursor position
		do
			if attached active as a then
				Result := a.item
			end
		end

	i_th alias "[]" (i: INTEGER): G
			-- Item at position `i'
		do
			if attached cell_at (i) as c then
				Result := c.item
			end
		end

	first: G
			-- Item at position 1
		do
			if attached first_element as c then
				Result := c.item
			end
		end

	last: G
			-- Item at position `count'
		do
			if attached last_element as c then
				Result := c.item
			end
		end

	new_cursor: LINKED_LIST_ITERATION_CURSOR [G]
			-- Fresh cursor positioned on the first item
		do
			create Result.make (first_element)
		end

feature -- Cursor movement

	start
			-- Move cursor to first position.
		do
			index := 1
			active := first_element
		end

	finish
			-- Move cursor to last position.
		do
			index := count
			active := last_element
		end

	forth
			-- Move cursor to next position.
		do
			if attached active as a then
				active := a.right
			else
				active := first_element
			end
			index := index + 1
		end

	back
			-- Move cursor to previous position.
		do
			go_i_th (index - 1)
		end

	go_i_th (i: INTEGER)
			-- Move cursor to position `i'.
		do
			index := i
			active := cell_at (i)
		end

feature -- Element change

	extend (v: G)
			-- Add `v' at the end. Do not move the cursor (`index' unchanged: a
			-- cursor that was `after' is now on the new item).
		do
			append_cell (v)
			if index = count then
				active := last_element
			end
		end

	put_front (v: G)
			-- Add `v' at the beginning.
		local
			c: LINKABLE [G]
		do
			create c.put (v)
			c.put_right (first_element)
			first_element := c
			if last_element = Void then
				last_element := c
			end
			count := count + 1
			if index /= 0 then
				index := index + 1
			end
		end

	put_left (v: G)
			-- Add `v' to the left of the cursor position.
		local
			c: LINKABLE [G]
		do
			if attached active as a then
					-- Put a copy of the current item after `a', then `v' in `a'.
				create c.put (a.item)
				c.put_right (a.right)
				a.put_right (c)
				a.put (v)
				if last_element = a then
					last_element := c
				end
				active := c
				count := count + 1
			else
				append_cell (v)
			end
			index := index + 1
		end

	put_right (v: G)
			-- Add `v' to the right of the cursor position.
		local
			c: LINKABLE [G]
		do
			if attached active as a then
				create c.put (v)
				c.put_right (a.right)
				a.put_right (c)
				if last_element = a then
					last_element := c
				end
				count := count + 1
			else
				put_front (v)
			end
		end

	replace (v: G)
			-- Replace the item at the cursor position by `v'.
		do
			if attached active as a then
				a.put (v)
			end
		end

	put_i_th (v: G; i: INTEGER)
			-- Replace the item at position `i' by `v'.
		do
			if attached cell_at (i) as c then
				c.put (v)
			end
		end

feature -- Removal

	remove
			-- Remove the item at the cursor position.
		local
			p: detachable LINKABLE [G]
		do
			if attached active as a then
				if a = first_element then
					first_element := a.right
					p := Void
				else
					p := cell_at (index - 1)
					if attached p as lp then
						lp.put_right (a.right)
					end
				end
				if a = last_element then
					last_element := p
				end
				active := a.right
				count := count - 1
			end
		end

	wipe_out
			-- Remove all items.
		do
			first_element := Void
			last_element := Void
			active := Void
			count := 0
			index := 0
		end

feature -- Duplication

	copy (other: like Current)
			-- Reinitialize with the items of `other' (cells not shared); same cursor index.
		local
			c: LINKED_LIST_ITERATION_CURSOR [G]
			i: INTEGER
		do
			if other /= Current then
				standard_copy (other)
				i := other.index
				first_element := Void
				last_element := Void
				active := Void
				count := 0
				from
					c := other.new_cursor
				until
					c.after
				loop
					append_cell (c.item)
					c.forth
				end
				go_i_th (i)
			end
		end

feature {LINKED_LIST} -- Implementation

	first_element: detachable LINKABLE [G]
			-- Cell at position 1, if any

	last_element: detachable LINKABLE [G]
			-- Cell at position `count', if any

	active: detachable LINKABLE [G]
			-- Cell at position `index'; Void when `before' or `after'

	cell_at (i: INTEGER): detachable LINKABLE [G]
			-- Cell at position `i'; Void if `i' is not a valid index
		local
			k: INTEGER
		do
			if 1 <= i and i <= count then
				from
					Result := first_element
					k := 1
				until
					k = i or Result = Void
				loop
					if attached Result as r then
						Result := r.right
					end
					k := k + 1
				end
			end
		end

	append_cell (v: G)
			-- Add a cell holding `v' at the end, leaving `index' and `active' alone.
		local
			c: LINKABLE [G]
		do
			create c.put (v)
			if attached last_element as l then
				l.put_right (c)
			else
				first_element := c
			end
			last_element := c
			count := count + 1
		end

invariant
	empty_constraint: (count = 0) = (first_element = Void)

end
