note
	description: "[
		Sequences of items indexed from `lower' to `upper', over a SPECIAL.
		A manifest array <<a, b, c>> is an ARRAY with `lower' = 1, built by
		`make_from_special' (see BUILTINS.md).
	]"

class
	ARRAY [G]

inherit
	ITERABLE [G]
		redefine
			is_equal, copy, index_base
		end

create
	make, make_empty, make_filled, make_from_array, make_from_special

feature {NONE} -- Initialization

	make (min_index, max_index: INTEGER)
			-- Allocate array with bounds `min_index' and `max_index', every item
			-- set to the default value of G (empty if `min_index' = `max_index' + 1).
		require
			valid_bounds: min_index <= max_index + 1
		do
			lower := min_index
			upper := max_index
			create area.make_default (max_index - min_index + 1)
		ensure
			lower_set: lower = min_index
			upper_set: upper = max_index
		end

	make_empty
			-- Allocate an empty array, with `lower' = 1 and `upper' = 0.
		do
			make (1, 0)
		ensure
			empty: count = 0
		end

	make_filled (a_default_value: G; min_index, max_index: INTEGER)
			-- Allocate array with bounds `min_index' and `max_index', every item
			-- set to `a_default_value'.
		require
			valid_bounds: min_index <= max_index + 1
		do
			lower := min_index
			upper := max_index
			create area.make_filled (a_default_value, max_index - min_index + 1)
		ensure
			lower_set: lower = min_index
			upper_set: upper = max_index
			filled: count > 0 implies item (lower) = a_default_value
		end

	make_from_array (a: ARRAY [G])
			-- Initialize from the items of `a' (same bounds; storage not shared).
		require
			array_exists: a /= Void
		do
			lower := a.lower
			upper := a.upper
			area := a.area.twin
		ensure
			lower_set: lower = a.lower
			upper_set: upper = a.upper
		end

	make_from_special (a: SPECIAL [G])
			-- Initialize with the items of `a' (shared), from index 1.
		require
			special_exists: a /= Void
		do
			area := a
			lower := 1
			upper := a.count
		ensure
			lower_set: lower = 1
			upper_set: upper = a.count
			shared: area = a
		end

feature -- Access

	item alias "[]" (i: INTEGER): G assign put
			-- Entry at index `i'
		require
			valid_index: lower <= i and i <= upper
		do
			Result := area.item (i - lower)
		end

	area: SPECIAL [G]
			-- Storage: the item at index `i' is `area [i - lower]'

	lower: INTEGER
			-- Minimum index

	upper: INTEGER
			-- Maximum index

	index_base: INTEGER
			-- Index of the first item for `do_all_with_index': `lower'.
		do
			Result := lower
		end

	to_special: SPECIAL [G]
			-- Storage area (shared)
		do
			Result := area
		end

	new_cursor: ARRAY_ITERATION_CURSOR [G]
			-- Fresh cursor positioned on the first item
		do
			create Result.make (Current)
		end

feature -- Measurement

	count: INTEGER
			-- Number of available indices
		do
			Result := upper - lower + 1
		ensure
			consistent_with_bounds: Result = upper - lower + 1
		end

	capacity: INTEGER
			-- Number of items that fit in the storage without resizing
		do
			Result := area.capacity
		end

	occurrences (v: G): INTEGER
			-- Number of times `v' appears (compared with `~' if `object_comparison',
			-- with `=' otherwise)
		local
			i: INTEGER
		do
			from
				i := 0
			until
				i >= area.count
			loop
				if object_comparison then
					if area.item (i) ~ v then
						Result := Result + 1
					end
				elseif area.item (i) = v then
					Result := Result + 1
				end
				i := i + 1
			end
		ensure
			non_negative: Result >= 0
		end

feature -- Status report

	valid_index (i: INTEGER): BOOLEAN
			-- Is `i' within the bounds of the array?
		do
			Result := lower <= i and i <= upper
		ensure
			definition: Result = (lower <= i and i <= upper)
		end

	is_empty: BOOLEAN
			-- Is the array empty?
		do
			Result := upper < lower
		end

	has (v: G): BOOLEAN
			-- Does `v' appear in the array (compared with `~' if `object_comparison',
			-- with `=' otherwise)?
		local
			i: INTEGER
		do
			from
				i := 0
			until
				Result or i >= area.count
			loop
				if object_comparison then
					Result := area.item (i) ~ v
				else
					Result := area.item (i) = v
				end
				i := i + 1
			end
		end

	object_comparison: BOOLEAN
			-- Must `has', `occurrences' and `is_equal' compare items with `~'
			-- (rather than `=')?

feature -- Status setting

	compare_objects
			-- Compare items with `~' from now on.
		do
			object_comparison := True
		ensure
			object_comparison
		end

	compare_references
			-- Compare items with `=' from now on.
		do
			object_comparison := False
		ensure
			reference_comparison: not object_comparison
		end

feature -- Comparison

	is_equal (other: like Current): BOOLEAN
			-- Do both arrays have the same bounds and the same items (`~' if
			-- `object_comparison', `=' otherwise)?
		local
			i: INTEGER
		do
			if other = Current then
				Result := True
			elseif lower = other.lower and upper = other.upper and object_comparison = other.object_comparison then
				from
					Result := True
					i := lower
				until
					not Result or i > upper
				loop
					if object_comparison then
						Result := item (i) ~ other.item (i)
					else
						Result := item (i) = other.item (i)
					end
					i := i + 1
				end
			end
		end

	same_items (other: like Current): BOOLEAN
			-- Do both arrays have the same number of items, equal (`=') in order?
		require
			other_not_void: other /= Void
		do
			Result := count = other.count and then area.same_items (other.area, 0, 0, count)
		end

feature -- Element change

	put (v: G; i: INTEGER)
			-- Replace `i'-th entry, if in index interval, by `v'.
		require
			valid_index: lower <= i and i <= upper
		do
			area.put (v, i - lower)
		ensure
			inserted: item (i) = v
		end

	force (v: G; i: INTEGER)
			-- Assign item `v' to `i'-th entry, extending the bounds to include `i'
			-- if needed (new entries in between get the default value of G).
		local
			new_lower, new_upper, n: INTEGER
			new_area: SPECIAL [G]
		do
			if lower <= i and i <= upper then
				area.put (v, i - lower)
			elseif i = upper + 1 and lower <= i then
					-- Fast path for appending at the end: amortized growth.
				if area.count = area.capacity then
					area := area.aliased_resized_area (area.count * 2 + 4)
				end
				area.extend (v)
				upper := i
			else
				new_lower := lower.min (i)
				new_upper := upper.max (i)
				n := new_upper - new_lower + 1
				create new_area.make_default (n)
				new_area.copy_data (area, 0, lower - new_lower, count)
				new_area.put (v, i - new_lower)
				area := new_area
				lower := new_lower
				upper := new_upper
			end
		ensure
			inserted: item (i) = v
			higher_count: count >= old count
			lower_set: lower = (old lower).min (i)
			upper_set: upper = (old upper).max (i)
		end

	fill_with (v: G)
			-- Set every entry to `v'.
		local
			i: INTEGER
		do
			from
				i := 0
			until
				i >= area.count
			loop
				area.put (v, i)
				i := i + 1
			end
		ensure
			same_count: count = old count
		end

feature -- Duplication

	copy (other: like Current)
			-- Reinitialize by copying all the items of `other' (storage not shared).
		do
			if other /= Current then
				standard_copy (other)
				area := other.area.twin
			end
		ensure then
			equal_areas: area.is_equal (other.area)
		end

	subarray (start_pos, end_pos: INTEGER): ARRAY [G]
			-- New array with the items from `start_pos' to `end_pos' (same indexes)
		require
			valid_start_pos: valid_index (start_pos)
			valid_end_pos: end_pos <= upper
			valid_bounds: start_pos <= end_pos + 1
		do
			create Result.make (start_pos, end_pos)
			Result.area.copy_data (area, start_pos - lower, 0, end_pos - start_pos + 1)
		ensure
			lower_set: Result.lower = start_pos
			upper_set: Result.upper = end_pos
		end

invariant
	valid_bounds: lower <= upper + 1

end
