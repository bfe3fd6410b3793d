note
	description: "[
		Containers where one item at a time is accessible (`item'), added with `put'
		and removed with `remove': the common part of ARRAYED_STACK, ARRAYED_QUEUE and
		LINKED_STACK. The items live in the list `items'; the order of `across' is the
		one of that list (each descendant says which).
	]"

deferred class
	DISPENSER [G]

inherit
	ITERABLE [G]
		redefine
			is_equal, copy
		end

feature -- Access

	item: G
			-- The accessible item
		require
			readable: readable
		deferred
		end

	has (v: G): BOOLEAN
			-- Is `v' one of the items (compared with `=', or `~' after `compare_objects')?
		do
			Result := items.has (v)
		end

	new_cursor: ITERATION_CURSOR [G]
			-- Fresh cursor positioned on the first item of `items'
		do
			Result := items.new_cursor
		end

feature -- Measurement

	count: INTEGER
			-- Number of items
		do
			Result := items.count
		end

	occurrences (v: G): INTEGER
			-- Number of times `v' is an item
		do
			Result := items.occurrences (v)
		end

feature -- Status report

	is_empty: BOOLEAN
			-- Is there no item?
		do
			Result := items.is_empty
		end

	readable: BOOLEAN
			-- Is there an accessible item?
		do
			Result := not is_empty
		end

	writable: BOOLEAN
			-- Can the accessible item be removed?
		do
			Result := not is_empty
		end

	extendible: BOOLEAN
			-- Can an item be added? (Always.)
		do
			Result := True
		end

	object_comparison: BOOLEAN
			-- Do `has' and `occurrences' compare items with `~' rather than `='?
		do
			Result := items.object_comparison
		end

feature -- Status setting

	compare_objects
			-- Make `has' and `occurrences' compare with `~'.
		do
			items.compare_objects
		ensure
			object_comparison: object_comparison
		end

	compare_references
			-- Make `has' and `occurrences' compare with `='.
		do
			items.compare_references
		ensure
			reference_comparison: not object_comparison
		end

feature -- Element change

	put (v: G)
			-- Add `v'.
		require
			extendible: extendible
		deferred
		ensure
			one_more: count = old count + 1
		end

	extend (v: G)
			-- Add `v' (same as `put').
		require
			extendible: extendible
		do
			put (v)
		ensure
			one_more: count = old count + 1
		end

	force (v: G)
			-- Add `v' (same as `put').
		require
			extendible: extendible
		do
			put (v)
		ensure
			one_more: count = old count + 1
		end

feature -- Removal

	remove
			-- Remove the accessible item.
		require
			writable: writable
		deferred
		ensure
			one_less: count = old count - 1
		end

	wipe_out
			-- Remove all items.
		do
			items.wipe_out
		ensure
			wiped_out: is_empty
		end

feature -- Comparison

	is_equal (other: like Current): BOOLEAN
			-- Same items in the same order?
		do
			Result := items.is_equal (other.items)
		end

feature -- Duplication

	copy (other: like Current)
			-- Reinitialize with the items of `other' (storage not shared).
		do
			if other /= Current then
				standard_copy (other)
				items := other.items.twin
			end
		end

feature {DISPENSER} -- Implementation

	items: LIST [G]
			-- The items, in the order of `new_cursor'

invariant
	non_negative_count: count >= 0

end
