note
	description: "Stacks of integers of bounded capacity, stored in an array."

class
	BOUNDED_STACK

create
	make

feature {NONE} -- Initialization

	make (n: INTEGER)
			-- Create an empty stack for at most `n' items.
		require
			positive_capacity: n > 0
		do
			create items.make_filled (0, 1, n)
		ensure
			empty: count = 0
			capacity_set: capacity = n
		end

feature -- Access

	count: INTEGER
			-- Number of items on the stack.

	capacity: INTEGER
			-- Maximum number of items.
		do
			Result := items.count
		end

	top: INTEGER
			-- Item pushed last.
		require
			not_empty: count > 0
		do
			Result := items [count]
		end

	is_full: BOOLEAN
			-- Is there no room left?
		do
			Result := count = capacity
		end

feature -- Element change

	push (v: INTEGER)
			-- Put `v' on top.
		require
			not_full: not is_full
		do
			count := count + 1
			items.put (v, count)
		ensure
			one_more: count = old count + 1
			on_top: top = v
		end

	pop
			-- Remove the top item.
		require
			not_empty: count > 0
		do
			count := count - 1
		ensure
			one_less: count = old count - 1
		end

feature {NONE} -- Implementation

	items: ARRAY [INTEGER]
			-- Storage; items 1 .. `count' are on the stack, the last on top.

invariant
	count_in_range: 0 <= count and count <= capacity

end
