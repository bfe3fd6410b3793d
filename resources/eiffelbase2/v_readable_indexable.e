note
	description: "[
		Read-only structures whose items are reached by an integer index from `lower' to `upper'
		(EiffelBase2's READABLE_INDEXABLE, as AutoProof's verified library declares it; Amend's
		own rendering, resources/eiffelbase2/README.md). The model `sequence' lists the items in
		index order; at run time it is computed from `item'.
	]"
	model: sequence, lower_

deferred class
	V_READABLE_INDEXABLE [G]

feature -- Access

	item alias "[]" (i: INTEGER): G
			-- Item at index `i'.
		require
			valid_index: valid_index (i)
		deferred
		end

feature -- Measurement

	lower: INTEGER
			-- Lowest valid index.
		deferred
		end

	upper: INTEGER
			-- Highest valid index (`lower' - 1 when there is none).
		deferred
		end

feature -- Status report

	valid_index (i: INTEGER): BOOLEAN
			-- Is `i' an index of an item?
		do
			Result := lower <= i and i <= upper
		ensure
			definition: Result = (lower_ <= i and i <= lower_ + sequence.count - 1)
		end

feature -- Specification

	sequence: MML_SEQUENCE [G]
			-- Items in index order.
		note
			status: ghost
		local
			items: ARRAY [G]
			i: INTEGER
		do
			if upper < lower then
				create Result
			else
				create items.make_filled (item (lower), 1, upper - lower + 1)
				from i := lower + 1 until i > upper loop
					items [i - lower + 1] := item (i)
					i := i + 1
				end
				create Result.make_from_array (items)
			end
		end

	lower_: INTEGER
			-- Lowest index, as the model sees it.
		note
			status: ghost
		do
			Result := lower
		end

	upper_: INTEGER
			-- Highest index, as the model sees it.
		note
			status: ghost
		do
			Result := lower_ + sequence.count - 1
		end

	idx (i: INTEGER): INTEGER
			-- Position in `sequence' of index `i'.
		note
			status: ghost
		do
			Result := i - lower_ + 1
		ensure
			definition: Result = i - lower_ + 1
		end

end
