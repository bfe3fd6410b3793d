note
	description: "[
		Native fixed-capacity storage indexed from 0, holding `count' items out
		of `capacity' places. The storage area of ARRAY, ARRAYED_LIST,
		HASH_TABLE. Built in, except the routines written below.
	]"

frozen class
	SPECIAL [T]

inherit
	ANY
		redefine
			is_equal
		end

create
	make_empty, make_filled, make_default

feature {NONE} -- Initialization

	make_empty (n: INTEGER)
			-- Create an area of capacity `n' holding no item.
		require
			non_negative_argument: n >= 0
		external
			"built_in"
		ensure
			capacity_set: capacity = n
			count_set: count = 0
		end

	make_filled (v: T; n: INTEGER)
			-- Create an area of capacity `n' holding `n' times `v'.
		require
			non_negative_argument: n >= 0
		external
			"built_in"
		ensure
			capacity_set: capacity = n
			count_set: count = n
		end

	make_default (n: INTEGER)
			-- Create an area of capacity `n' holding `n' times the default value
			-- of T (0, False, '%U', 0.0, or Void for reference types).
		require
			non_negative_argument: n >= 0
		external
			"built_in"
		ensure
			capacity_set: capacity = n
			count_set: count = n
		end

feature -- Access

	item alias "[]" (i: INTEGER): T assign put
			-- Item at index `i'
		require
			valid_index: 0 <= i and i < count
		external
			"built_in"
		end

	count: INTEGER
			-- Number of items held (indexes 0 .. count - 1)
		external
			"built_in"
		end

	capacity: INTEGER
			-- Number of places
		external
			"built_in"
		end

feature -- Status report

	valid_index (i: INTEGER): BOOLEAN
			-- Is `i' within the bounds of the held items?
		do
			Result := 0 <= i and i < count
		end

	is_empty: BOOLEAN
			-- Does the area hold no item?
		do
			Result := count = 0
		end

feature -- Comparison

	same_items (other: SPECIAL [T]; source_index, destination_index, n: INTEGER): BOOLEAN
			-- Are the `n' items of `other' from `source_index' equal (`=') to the
			-- `n' items of the area from `destination_index'?
		require
			other_not_void: other /= Void
			source_index_non_negative: source_index >= 0
			destination_index_non_negative: destination_index >= 0
			n_non_negative: n >= 0
			source_valid: source_index + n <= other.count
			destination_valid: destination_index + n <= count
		local
			i: INTEGER
		do
			from
				Result := True
				i := 0
			until
				not Result or i >= n
			loop
				Result := other.item (source_index + i) = item (destination_index + i)
				i := i + 1
			end
		end

	is_equal (other: like Current): BOOLEAN
			-- Same count and same items (`=')?
		do
			Result := count = other.count and then same_items (other, 0, 0, count)
		end

feature -- Element change

	put (v: T; i: INTEGER)
			-- Replace the item at index `i' by `v'.
		require
			valid_index: 0 <= i and i < count
		external
			"built_in"
		ensure
			inserted: item (i) = v
		end

	extend (v: T)
			-- Add `v' at index `count'.
		require
			count_small_enough: count < capacity
		external
			"built_in"
		ensure
			count_increased: count = old count + 1
			inserted: item (count - 1) = v
		end

	fill_with (v: T; start_index, end_index: INTEGER)
			-- Set items from `start_index' to `end_index' to `v', adding items
			-- beyond `count' when needed.
		require
			valid_start_index: 0 <= start_index and start_index <= count
			valid_end_index: end_index < capacity
			valid_range: start_index <= end_index + 1
		local
			i: INTEGER
		do
			from
				i := start_index
			until
				i > end_index
			loop
				if i < count then
					put (v, i)
				else
					extend (v)
				end
				i := i + 1
			end
		ensure
			count_at_least: count >= old count
		end

	copy_data (other: SPECIAL [T]; source_index, destination_index, n: INTEGER)
			-- Copy the `n' items of `other' from `source_index' to the area from
			-- `destination_index', as if through a temporary buffer (`other' may be
			-- the area itself, with overlapping ranges). Items at `count' or beyond
			-- are added, so the destination may end at most at `count'.
		require
			other_not_void: other /= Void
			source_index_non_negative: source_index >= 0
			destination_index_non_negative: destination_index >= 0
			n_non_negative: n >= 0
			source_valid: source_index + n <= other.count
			destination_valid: destination_index <= count and destination_index + n <= capacity
		external
			"built_in"
		ensure
			count_updated: count = (old count).max (destination_index + n)
		end

	keep_head (n: INTEGER)
			-- Keep the first `n' items only.
		require
			valid_n: 0 <= n and n <= count
		external
			"built_in"
		ensure
			count_set: count = n
		end

feature -- Resizing

	aliased_resized_area (n: INTEGER): SPECIAL [T]
			-- New area of capacity `n' holding the same items (current area unchanged)
		require
			valid_new_count: n >= count
		external
			"built_in"
		ensure
			capacity_set: Result.capacity = n
			count_set: Result.count = count
		end

end
