class
	RING_BUFFER_8

create
	make

feature {NONE} -- Initialization

	make (n: INTEGER)
			-- An empty buffer for `n' items.
		require
			positive: n > 0 and n <= 100
		do
			create store.make_filled (0, 0, n - 1)
			capacity := n
		ensure
			empty: count = 0
			sized: capacity = n
		end

feature -- Access

	capacity: INTEGER

	count: INTEGER

	head: INTEGER
			-- Index of the oldest item.

	store: ARRAY [INTEGER]

	oldest: INTEGER
			-- The item that `remove' takes next.
		require
			not_empty: count > 0
		do
			Result := store [head]
		ensure
			first_in: Result = store [head]
		end

	newest: INTEGER
			-- The item last put.
		require
			not_empty: count > 0
		do
			Result := store [(head + count - 1) \\ capacity]
		end

	is_full: BOOLEAN
		do
			Result := count = capacity
		ensure
			definition: Result = (count = capacity)
		end

	sum: INTEGER
			-- Sum of the items.
		local
			i: INTEGER
		do
			from
				i := 0
			until
				i = count
			loop
				Result := Result + store [(head + i) \\ capacity]
				i := i + 1
			end
		end

feature -- Element change

	put (x: INTEGER)
			-- Add `x' as the newest item.
		require
			not_full: count <= capacity
			small: x.abs <= 1000
		do
			store [(head + count) \\ capacity] := x
			count := count + 1
		ensure
			one_more: count = old count + 1
			is_newest: newest = x
			oldest_kept: old count > 0 implies oldest = old oldest
		end

	remove
			-- Drop the oldest item.
		require
			not_empty: count > 0
		do
			head := (head + 1) \\ capacity
			count := count - 1
		ensure
			one_less: count = old count - 1
			newest_kept: count > 0 implies newest = old newest
		end

	wipe_out
			-- Drop every item.
		do
			count := 0
			head := 0
		ensure
			empty: count = 0
		end

invariant
	count_in_range: 0 <= count and count <= capacity
	head_in_range: 0 <= head and head < capacity
	store_sized: store /= Void and then store.count = capacity and store.lower = 0

end
