note
	description: "[
		Stacks (last in, first out) kept in an ARRAYED_LIST: `item' is the last item
		put. `across' goes from the bottom (oldest) to the top, as in EiffelBase.
	]"

class
	ARRAYED_STACK [G]

inherit
	DISPENSER [G]

create
	make

feature {NONE} -- Initialization

	make (n: INTEGER)
			-- Create an empty stack with room for `n' items.
		require
			non_negative_argument: n >= 0
		do
			create {ARRAYED_LIST [G]} items.make (n)
		ensure
			is_empty: is_empty
		end

feature -- Access

	item: G
			-- Top item (the last put)
		do
			Result := items.last
		end

feature -- Element change

	put (v: G)
			-- Push `v' on top.
		do
			items.extend (v)
		ensure then
			item_pushed: item = v
		end

feature -- Removal

	remove
			-- Pop the top item.
		do
			items.finish
			items.remove
		end

end
