note
	description: "[
		EiffelBase2's iterators over sequences: position `index' is the target's index
		`target.lower' + `index' - 1 (Amend's own rendering, resources/eiffelbase2/README.md).
	]"
	model: target, index_

deferred class
	V_SEQUENCE_ITERATOR [G]

inherit
	V_ITERATOR [G]
		redefine
			target
		end

feature -- Access

	target: V_SEQUENCE [G]
			-- Sequence iterated over.
		deferred
		end

	index: INTEGER
			-- Current position.

	item: G
			-- Value at the current position.
		do
			Result := target.item (target_index)
		ensure then
			definition: Result = sequence [index_]
		end

	target_index: INTEGER
			-- Index in `target' of the current position.
		do
			Result := target.lower + index - 1
		ensure
			definition: Result = target.lower_ + index_ - 1
		end

feature -- Cursor movement

	go_to (i: INTEGER)
			-- Go to position `i'.
		do
			index := i
		end

feature -- Specification

	sequence: MML_SEQUENCE [G]
			-- Values of `target' in index order.
		do
			Result := target.sequence
		end

end
