note
	description: "Bounded FIFO queues of integers in a circular buffer."

class
	RING_BUFFER

create
	make

feature {NONE} -- Initialization

	make (n: INTEGER)
			-- Create an empty buffer for at most `n' items.
		require
			positive_capacity: n > 0
		do
			create items.make_filled (0, 1, n)
			first := 1
		ensure
			empty: count = 0
		end

feature -- Access

	count: INTEGER
			-- Number of items in the buffer.

	capacity: INTEGER
			-- Maximum number of items.
		do
			Result := items.count
		end

	oldest: INTEGER
			-- Item that has been in the buffer longest.
		require
			not_empty: count > 0
		do
			Result := items [first]
		end

	newest: INTEGER
			-- Item added last.
		require
			not_empty: count > 0
		do
			Result := items [(first + count - 2) \\ capacity + 1]
		end

feature -- Element change

	extend (v: INTEGER)
			-- Add `v' after the newest item.
		require
			not_full: count < capacity
		do
			items.put (v, (first + count - 1) \\ capacity + 1)
			count := count + 1
		ensure
			one_more: count = old count + 1
			is_newest: newest = v
		end

	remove
			-- Remove the oldest item.
		require
			not_empty: count > 0
		do
			first := first \\ capacity + 1
			count := count - 1
		ensure
			one_less: count = old count - 1
		end

feature {NONE} -- Implementation

	items: ARRAY [INTEGER]
			-- Storage, used circularly from index `first'.

	first: INTEGER
			-- Index of the oldest item.

invariant
	count_in_range: 0 <= count and count <= capacity
	first_in_range: 1 <= first and first <= capacity

end
