note
	description: "[
		Queues (first in, first out) kept in an ARRAYED_LIST: `item' is the oldest
		item, `put' adds at the end. `across' goes from the oldest to the newest.
	]"

class
	ARRAYED_QUEUE [G]

inherit
	DISPENSER [G]

create
	make

feature {NONE} -- Initialization

	make (n: INTEGER)
			-- Create an empty queue with room for `n' items.
		require
			non_negative_argument: n >= 0
		do
			create {ARRAYED_LIST [G]} items.make (n)
		ensure
			is_empty: is_empty
		end

feature -- Access

	item: G
			-- Oldest item
		do
			Result := items.first
		end

feature -- Element change

	put (v: G)
			-- Add `v' at the end of the queue.
		do
			items.extend (v)
		end

feature -- Removal

	remove
			-- Remove the oldest item.
		do
			items.start
			items.remove
		end

end
