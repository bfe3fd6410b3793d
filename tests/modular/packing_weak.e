note
	description: "[
		Packing `items' into boxes of `capacity' by repeated removal through `take', whose
		precondition bounds the stock. Every run is correct, but the loop invariant does not say
		`Result >= 0': from a state it allows with Result negative (Result = -1, left = items +
		capacity) `left' exceeds 100 and `take's `stock_bounded' fails in the loop body, so a
		modular prover cannot verify the call (the invariant is too weak for the body).
	]"

class
	PACKING_WEAK

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
