note
	description: "[
		EiffelBase2's iterators that can also replace the value at their position (Amend's own
		rendering, resources/eiffelbase2/README.md).
	]"
	model: target, index_

deferred class
	V_MUTABLE_SEQUENCE_ITERATOR [G]

inherit
	V_SEQUENCE_ITERATOR [G]
		redefine
			target
		end

feature -- Access

	target: V_MUTABLE_SEQUENCE [G]
			-- Sequence iterated over.
		deferred
		end

feature -- Replacement

	put (v: G)
			-- Replace the value at the current position with `v'.
		require
			not_off: not off
		do
			target.put (v, target_index)
		ensure
			target_sequence_effect: target.sequence ~ old target.sequence.replaced_at (index_, v)
		end

end
