note
	description: "Cells of INT_LIST: a value and the next cell."

class
	INT_CELL

create
	make

feature {NONE} -- Initialization

	make (v: INTEGER; n: detachable INT_CELL)
			-- Cell holding `v' followed by `n'.
		do
			value := v
			next := n
		ensure
			value_set: value = v
			next_set: next = n
		end

feature -- Access

	value: INTEGER
			-- Item held.

	next: detachable INT_CELL
			-- Following cell.

end
