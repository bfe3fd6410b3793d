note
	description: "A singly linked list of integers with access to both ends."

class
	INT_LIST

create
	make

feature {NONE} -- Initialization

	make
		do
		ensure
			empty: count = 0
		end

feature -- Access

	count: INTEGER

	sum: INTEGER
			-- Sum of the items.
		local
			c: detachable INT_CELL
			i: INTEGER
		do
			from
				c := first_cell
				i := 1
			until
				i > count
			loop
				Result := Result + c.item
				c := c.next
				i := i + 1
			end
		end

	last: INTEGER
			-- The last item.
		require
			not_empty: count > 0
		do
			if attached last_cell as c then
				Result := c.item
			end
		end

feature -- Element change

	extend (v: INTEGER)
			-- Add `v' at the end.
		local
			c: INT_CELL
		do
			create c.make (v)
			if attached last_cell as l then
				l.put_next (c)
			else
				first_cell := c
			end
			last_cell := c
			count := count + 1
		ensure
			one_more: count = old count + 1
			added: last = v
		end

	remove_last
			-- Remove the last item.
		require
			not_empty: count > 0
		local
			c: detachable INT_CELL
		do
			if count = 1 then
				first_cell := Void
				last_cell := Void
			elseif count = 2 and attached first_cell as f then
				f.put_next (Void)
				last_cell := f
			else
				from
					c := first_cell
				until
					c = Void or else c.next = last_cell
				loop
					c := c.next
				end
				if c /= Void then
					c.put_next (Void)
					last_cell := c
				end
			end
			count := count - 1
		ensure
			one_less: count = old count - 1
		end

feature {NONE} -- Implementation

	first_cell: detachable INT_CELL

	last_cell: detachable INT_CELL

invariant
	count_not_negative: count >= 0
	empty_without_cells: count = 0 implies first_cell = Void

end
