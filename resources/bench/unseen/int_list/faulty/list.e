note
	description: "Singly linked lists of integers, with their own cells."

class
	INT_LIST

create
	make

feature {NONE} -- Initialization

	make
			-- Create an empty list.
		do
		ensure
			empty: count = 0
		end

feature -- Access

	count: INTEGER
			-- Number of items.

	first_cell: detachable INT_CELL
			-- First cell, Void when empty.

	has (v: INTEGER): BOOLEAN
			-- Does some cell hold `v'?
		local
			c: detachable INT_CELL
		do
			from
				c := first_cell
			until
				c.value = v or c = Void
			loop
				c := c.next
			end
			Result := c /= Void
		ensure
			not_in_empty: count = 0 implies not Result
		end

feature -- Element change

	put_front (v: INTEGER)
			-- Add `v' before the first item.
		local
			c: INT_CELL
		do
			create c.make (v, first_cell)
			first_cell := c
			count := count + 1
		ensure
			one_more: count = old count + 1
			added: has (v)
		end

	remove_front
			-- Remove the first item.
		require
			not_empty: count > 0
		do
			if attached first_cell as f then
				first_cell := f.next
			end
			count := count - 1
		ensure
			one_less: count = old count - 1
		end

invariant
	empty_iff_no_cell: (count = 0) = (first_cell = Void)

end
