note
	description: "[
		EiffelBase2's containers of finitely many values, read-only interface (Amend's own
		rendering, resources/eiffelbase2/README.md). `is_equal_' and `is_model_equal' are the
		comparisons AutoProof's ANY declares, here where the library uses them.
	]"
	model: bag

deferred class
	V_CONTAINER [G]

inherit
	ITERABLE [G]

feature -- Measurement

	count: INTEGER
			-- Number of values.
		deferred
		ensure
			non_negative: Result >= 0
		end

feature -- Status report

	is_empty: BOOLEAN
			-- Are there no values?
		do
			Result := count = 0
		ensure
			definition: Result = (count = 0)
		end

feature -- Search

	has (v: G): BOOLEAN
			-- Is `v' one of the values (reference equality)?
		do
			Result := occurrences (v) > 0
		ensure
			definition: Result = (occurrences (v) > 0)
		end

	occurrences (v: G): INTEGER
			-- How many values are `v' (reference equality)?
		local
			it: V_ITERATOR [G]
		do
			from it := new_cursor until it.after loop
				if it.item = v then
					Result := Result + 1
				end
				it.forth
			end
		ensure
			non_negative: Result >= 0
		end

feature -- Iteration

	new_cursor: V_ITERATOR [G]
			-- New iterator on the first value.
		deferred
		ensure then
			target_definition: Result.target = Current
			index_definition: Result.index_ = 1
		end

feature -- Comparison

	is_equal_ (other: like Current): BOOLEAN
			-- Does `other' hold the same values in the same order?
		local
			a, b: V_ITERATOR [G]
		do
			if other = Current then
				Result := True
			elseif count = other.count then
				from
					Result := True
					a := new_cursor
					b := other.new_cursor
				until a.after or not Result loop
					Result := a.item = b.item
					a.forth
					b.forth
				end
			end
		end

feature -- Specification

	is_model_equal (other: like Current): BOOLEAN
			-- Is the abstract state of Current that of `other'?
		note
			status: ghost, functional
		do
			Result := bag ~ other.bag
		end

	bag: MML_BAG [G]
			-- The values, each as often as it occurs.
		note
			status: ghost
		local
			it: V_ITERATOR [G]
		do
			create Result
			from it := new_cursor until it.after loop
				Result := Result & it.item
				it.forth
			end
		end

	forget_iterator (it: V_ITERATOR [G])
			-- Ghost bookkeeping of AutoProof's observers: nothing to do at run time.
		note
			status: ghost
		require
			valid_target: it.target = Current
		do
		end

end
