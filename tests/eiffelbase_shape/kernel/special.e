note
	description: "Fixed-capacity storage indexed from 0, every routine a built-in"

frozen class
	SPECIAL [T]

create
	make_empty, make_filled

feature {NONE} -- Initialization

	make_empty (n: INTEGER)
			-- Area of capacity `n' holding no item
		require
			non_negative_argument: n >= 0
		external
			"built_in"
		ensure
			capacity_set: capacity = n
			count_set: count = 0
		end

	make_filled (v: T; n: INTEGER)
			-- Area of capacity `n' holding `n' times `v'
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
			-- Number of items
		external
			"built_in"
		end

	capacity: INTEGER
			-- Number of places
		external
			"built_in"
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
		end

	set_count (n: INTEGER)
			-- Make `n' the number of items (new ones at their default value).
		require
			valid_count: 0 <= n and n <= capacity
		external
			"built_in"
		ensure
			count_set: count = n
		end

	copy_data (other: SPECIAL [T]; source_index, destination_index, n: INTEGER)
			-- Copy `n' items of `other' from `source_index' to `destination_index'.
		require
			source_index_non_negative: source_index >= 0
			destination_index_non_negative: destination_index >= 0
			n_non_negative: n >= 0
			n_is_small_enough_for_source: source_index + n <= other.count
			n_is_small_enough_for_destination: destination_index + n <= capacity
		external
			"built_in"
		end

	aliased_resized_area (n: INTEGER): like Current
			-- Copy of the area with capacity `n'
		require
			valid_new_count: n >= count
		external
			"built_in"
		ensure
			new_capacity: Result.capacity = n
			same_count: Result.count = count
		end

end
