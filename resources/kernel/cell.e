note
	description: "Cells holding one item, which `put' replaces."

class
	CELL [G]

create
	put

feature -- Access

	item: G
			-- The item held

feature -- Element change

	put (v: G)
			-- Make `v' the item.
		do
			item := v
		ensure
			item_inserted: item = v
		end

	replace (v: G)
			-- Make `v' the item (same as `put').
		do
			put (v)
		ensure
			item_inserted: item = v
		end

end
