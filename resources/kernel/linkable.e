note
	description: "Cells of LINKED_LIST: an item and a reference to the right neighbour."

class
	LINKABLE [G]

create
	put

feature -- Access

	item: G
			-- Value held by the cell

	right: detachable LINKABLE [G]
			-- Right neighbour, if any

feature -- Element change

	put (v: G)
			-- Make `v' the value of the cell.
		do
			item := v
		ensure
			item_set: item = v
		end

	put_right (other: detachable LINKABLE [G])
			-- Make `other' the right neighbour.
		do
			right := other
		ensure
			chained: right = other
		end

end
