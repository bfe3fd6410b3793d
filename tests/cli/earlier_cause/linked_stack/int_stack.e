note
	description: "[
		A linked stack of integers. Its `pop' drops the top cell as if it were the last one when
		two items remain (`count > 2' where `count > 1' is meant): the stack then keeps one item
		but no cell, which no contract of `pop' notices, and a later `top' calls Void. The fault
		shows in `top' but was made by `pop', called earlier.
	]"

class
	INT_STACK

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

	top: INTEGER
			-- The item on top.
		require
			not_empty: count > 0
		do
			Result := top_cell.item
		end

feature -- Element change

	push (v: INTEGER)
			-- Put `v' on top.
		do
			create top_cell.make (v, top_cell)
			count := count + 1
		ensure
			one_more: count = old count + 1
		end

	pop
			-- Remove the item on top.
		require
			not_empty: count > 0
		do
			if count > 2 and then attached top_cell as t then
				top_cell := t.below
			else
				top_cell := Void
			end
			count := count - 1
		ensure
			one_less: count = old count - 1
		end

feature {NONE} -- Implementation

	top_cell: detachable STACK_CELL

invariant
	count_not_negative: count >= 0
	empty_without_cells: count = 0 implies top_cell = Void

end
