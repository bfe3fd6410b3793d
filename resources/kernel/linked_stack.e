note
	description: "[
		Stacks (last in, first out) kept in a LINKED_LIST whose first item is the top.
		`across' goes from the top (newest) to the bottom, as in EiffelBase.
	]"

class
	LINKED_STACK [G]

inherit
	DISPENSER [G]

create
	make

feature {NONE} -- Initialization

	make
			-- Create an empty stack.
		do
			create {LINKED_LIST [G]} items.make
		ensure
			is_empty: is_empty
		end

feature -- Access

	item: G
			-- Top item (the last put)
		do
			Result := items.first
		end

feature -- Element change

	put (v: G)
			-- Push `v' on top.
		do
			items.put_front (v)
		ensure then
			item_pushed: item = v
		end

feature -- Removal

	remove
			-- Pop the top item.
		do
			items.start
			items.remove
		end

end
