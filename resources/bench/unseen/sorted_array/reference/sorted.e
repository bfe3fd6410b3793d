note
	description: "Bounded collections of integers kept in ascending order in an array."

class
	SORTED_ARRAY

create
	make

feature {NONE} -- Initialization

	make (n: INTEGER)
			-- Create an empty collection for at most `n' items.
		require
			positive_capacity: n > 0
		do
			create items.make_filled (0, 1, n)
		ensure
			empty: count = 0
		end

feature -- Access

	count: INTEGER
			-- Number of items.

	capacity: INTEGER
			-- Maximum number of items.
		do
			Result := items.count
		end

	item (i: INTEGER): INTEGER
			-- The `i'-th smallest item.
		require
			valid_index: 1 <= i and i <= count
		do
			Result := items [i]
		end

	is_sorted: BOOLEAN
			-- Are the items in ascending order?
		local
			i: INTEGER
		do
			Result := True
			from
				i := 2
			until
				i > count
			loop
				if items [i - 1] > items [i] then
					Result := False
				end
				i := i + 1
			end
		end

	occurrences (v: INTEGER): INTEGER
			-- How many times is `v' held?
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > count
			loop
				if items [i] = v then
					Result := Result + 1
				end
				i := i + 1
			end
		end

feature -- Element change

	insert (v: INTEGER)
			-- Add `v' at its place in the order.
		require
			not_full: count < capacity
		local
			i: INTEGER
		do
			from
				i := count
			until
				i < 1 or else items [i] <= v
			loop
				items [i + 1] := items [i]
				i := i - 1
			end
			items [i + 1] := v
			count := count + 1
		ensure
			one_more: count = old count + 1
			added: occurrences (v) = old occurrences (v) + 1
			still_sorted: is_sorted
		end

feature {NONE} -- Implementation

	items: ARRAY [INTEGER]
			-- Storage; items 1 .. `count' are held.

invariant
	count_in_range: 0 <= count and count <= capacity
	sorted: is_sorted

end
