note
	description: "Bounded stack over a SIMPLE_ARRAY with an MML_SEQUENCE model, in AutoProof style."
	model: sequence

class
	MODEL_STACK

create
	make

feature {NONE} -- Initialization

	make (n: INTEGER)
			-- Create an empty stack for at most `n' items.
		note
			status: creator
		require
			n_positive: n > 0
			n_small: n <= 8
		do
			create data.make (n)
			count := 0
		ensure
			empty: sequence.is_empty
			capacity_set: capacity = n
			modify_model (["sequence", "capacity"], Current)
		end

feature -- Access

	count: INTEGER
			-- Number of items.

	capacity: INTEGER
			-- Maximum number of items.
		do
			Result := data.count
		end

	top: INTEGER
			-- Item pushed last.
		require
			not_empty: count > 0
		do
			Result := data [count]
		ensure
			definition: Result = sequence.last
		end

feature -- Element change

	push (v: INTEGER)
			-- Put `v' on top.
		require
			not_full: count < capacity
		do
			data [count] := v
			count := count + 1
		ensure
			pushed: sequence ~ old sequence & v
			modify_model ("sequence", Current)
		end

	pop
			-- Remove the top item.
		require
			not_empty: count > 0
		do
			count := count - 1
		ensure
			popped: sequence ~ old sequence.but_last
			modify_model ("sequence", Current)
		end

feature -- Specification

	sequence: MML_SEQUENCE [INTEGER]
			-- The items, bottom first.
		note
			status: ghost
		do
			Result := data.sequence.front (count)
		end

feature {NONE} -- Implementation

	data: SIMPLE_ARRAY [INTEGER]
			-- Storage.

invariant
	count_in_bounds: 0 <= count and count <= data.count

end
