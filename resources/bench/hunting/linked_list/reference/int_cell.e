note
	description: "A cell of a singly linked list of integers."

class
	INT_CELL

create
	make

feature {NONE} -- Initialization

	make (v: INTEGER)
		do
			item := v
		ensure
			set: item = v
		end

feature -- Access

	item: INTEGER

	next: detachable INT_CELL

feature -- Element change

	put_next (c: detachable INT_CELL)
		do
			next := c
		ensure
			set: next = c
		end

end
