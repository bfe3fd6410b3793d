note
	description: "A cell of a linked stack of integers: its item and the cell below it."

class
	STACK_CELL

create
	make

feature {NONE} -- Initialization

	make (v: INTEGER; b: detachable STACK_CELL)
		do
			item := v
			below := b
		ensure
			item_set: item = v
			below_set: below = b
		end

feature -- Access

	item: INTEGER

	below: detachable STACK_CELL

end
