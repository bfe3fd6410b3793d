note
	description: "[
		Packing `items' into boxes of `capacity' by repeated removal through `take', with an
		invariant that also bounds Result from below: `left' = items - capacity * Result stays
		within `take's bound in every state the invariant allows, so modular testing reports nothing.
	]"

class
	PACKING_PROVED

feature -- Basic operations

	take (stock, amount: INTEGER): INTEGER
			-- `stock' less `amount'.
		require
			stock_bounded: 0 <= stock and stock <= 100
			amount_bounded: 0 <= amount and amount <= 100
		do
			Result := stock - amount
		ensure
			modify ([])
			taken: Result = stock - amount
		end

	full_boxes (items, capacity: INTEGER): INTEGER
			-- How many boxes of `capacity' `items' fill.
		require
			items_range: 0 <= items and items <= 100
			capacity_range: 1 <= capacity and capacity <= 100
		local
			left: INTEGER
		do
			from
				left := items
				Result := 0
			invariant
				left_not_negative: 0 <= left
				all_items: items = capacity * Result + left
				boxes_not_negative: Result >= 0
			until
				left < capacity
			loop
				left := take (left, capacity)
				Result := Result + 1
			variant
				left
			end
		ensure
			modify ([])
			filled: capacity * Result <= items
		end

end
