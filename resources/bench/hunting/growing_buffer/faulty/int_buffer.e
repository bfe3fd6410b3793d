note
	description: "A buffer of integers that grows when it is full."

class
	INT_BUFFER

create
	make

feature {NONE} -- Initialization

	make
		do
			create items.make_filled (0, 1, Initial_capacity)
		ensure
			empty: count = 0
		end

feature -- Access

	count: INTEGER
			-- Number of items.

	capacity: INTEGER
			-- Room before the next growth.
		do
			Result := items.count
		end

	item (i: INTEGER): INTEGER
			-- The `i'-th item.
		require
			valid_index: 1 <= i and i <= count
		do
			Result := items.item (i)
		end

	last: INTEGER
			-- The last item.
		require
			not_empty: count > 0
		do
			Result := items.item (count)
		end

feature -- Element change

	put (v: INTEGER)
			-- Add `v' at the end.
		do
			if count = capacity then
				grow
			end
			count := count + 1
			items.put (v, count)
		ensure
			one_more: count = old count + 1
			added: last = v
			kept: old count > 0 implies item (old count) = old (if count > 0 then last else 0 end)
		end

	remove_last
			-- Remove the last item.
		require
			not_empty: count > 0
		do
			count := count - 1
		ensure
			one_less: count = old count - 1
		end

	wipe_out
			-- Remove every item.
		do
			count := 0
		ensure
			empty: count = 0
		end

feature {NONE} -- Implementation

	Initial_capacity: INTEGER = 6

	items: ARRAY [INTEGER]

	grow
			-- Twice the room, the items kept.
		local
			bigger: ARRAY [INTEGER]
			i: INTEGER
		do
			create bigger.make_filled (0, 1, 2 * items.count)
			from
				i := 1
			until
				i >= count
			loop
				bigger.put (items.item (i), i)
				i := i + 1
			end
			items := bigger
		end

invariant
	count_in_bounds: 0 <= count and count <= items.count

end
