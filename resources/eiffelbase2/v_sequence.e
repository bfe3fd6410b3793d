note
	description: "[
		EiffelBase2's sequences: values at the integer indexes of one interval, `lower' to
		`upper', read-only interface (Amend's own rendering, resources/eiffelbase2/README.md).
		The model is `sequence' and `lower_', computed from the items at run time.
	]"
	model: sequence, lower_

deferred class
	V_SEQUENCE [G]

inherit
	V_CONTAINER [G]
		redefine
			is_model_equal
		end

	V_READABLE_INDEXABLE [G]
		rename
			valid_index as has_index
		end

feature -- Access

	first: G
			-- First value.
		require
			not_empty: not is_empty
		do
			Result := item (lower)
		ensure
			definition: Result = sequence.first
		end

	last: G
			-- Last value.
		require
			not_empty: not is_empty
		do
			Result := item (upper)
		ensure
			definition: Result = sequence.last
		end

feature -- Measurement

	upper: INTEGER
			-- Highest index.
		do
			Result := lower + count - 1
		ensure then
			definition: Result = lower + count - 1
		end

feature -- Search

	index_of (v: G): INTEGER
			-- Index of the first `v'; `upper' + 1 when there is none.
		do
			if is_empty then
				Result := upper + 1
			else
				Result := index_of_from (v, lower)
			end
		ensure
			definition_not_has: not sequence.has (v) implies Result = upper_ + 1
			definition_has: sequence.has (v) implies (lower_ <= Result and Result <= upper_ and then sequence [idx (Result)] = v)
		end

	index_of_from (v: G; i: INTEGER): INTEGER
			-- Index of the first `v' from index `i'; `upper' + 1 when there is none.
		require
			has_index: has_index (i)
		do
			from Result := i until Result > upper or else item (Result) = v loop
				Result := Result + 1
			end
		ensure
			in_range: i <= Result and Result <= upper_ + 1
			definition_has: Result <= upper_ implies sequence [idx (Result)] = v
			none_before: not sequence.interval (idx (i), idx (Result) - 1).has (v)
		end

feature -- Iteration

	new_cursor: like at
			-- New iterator on the first value.
		do
			Result := at (lower)
		end

	at_last: like at
			-- New iterator on the last value.
		do
			Result := at (upper)
		ensure
			target_definition: Result.target = Current
			index_definition: Result.index_ = sequence.count
		end

	at (i: INTEGER): V_SEQUENCE_ITERATOR [G]
			-- New iterator at index `i' (before or after when `i' is out of range).
		deferred
		ensure
			target_definition: Result.target = Current
			index_definition_in_bounds: (lower_ - 1 <= i and i <= upper_ + 1) implies Result.index_ = i - lower_ + 1
			index_definition_before: i < lower_ implies Result.index_ = 0
			index_definition_after: i > upper_ implies Result.index_ = sequence.count + 1
		end

feature -- Specification

	is_model_equal (other: like Current): BOOLEAN
			-- Same values in the same order, from the same index?
		do
			Result := sequence ~ other.sequence and lower_ = other.lower_
		end

invariant
	lower_constraint: sequence.is_empty implies lower_ = 1

end
