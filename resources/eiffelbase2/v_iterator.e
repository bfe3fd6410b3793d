note
	description: "[
		EiffelBase2's iterators: a position in a container, from 0 (before the first value) to
		`sequence.count' + 1 (after the last). The model is `target', `sequence' (the target's
		values in iteration order) and `index_' (Amend's own rendering,
		resources/eiffelbase2/README.md). Usable with `across' (ITERATION_CURSOR).
	]"
	model: target, sequence, index_

deferred class
	V_ITERATOR [G]

inherit
	ITERATION_CURSOR [G]

feature -- Access

	target: V_CONTAINER [G]
			-- Container iterated over.
		deferred
		end

	index: INTEGER
			-- Current position (0: before, `sequence.count' + 1: after).
		deferred
		end

feature -- Status report

	before: BOOLEAN
			-- Is the position before the first value?
		do
			Result := index = 0
		ensure
			definition: Result = (index_ = 0)
		end

	after: BOOLEAN
			-- Is the position after the last value?
		do
			Result := index = target.count + 1
		ensure then
			definition: Result = (index_ = sequence.count + 1)
		end

	off: BOOLEAN
			-- Is there no value at the position?
		do
			Result := before or after
		ensure
			definition: Result = not sequence.domain [index_]
		end

	is_first: BOOLEAN
			-- Is the position that of the first value?
		do
			Result := not target.is_empty and index = 1
		ensure
			definition: Result = (not sequence.is_empty and index_ = 1)
		end

	is_last: BOOLEAN
			-- Is the position that of the last value?
		do
			Result := not target.is_empty and index = target.count
		ensure
			definition: Result = (not sequence.is_empty and index_ = sequence.count)
		end

feature -- Cursor movement

	start
			-- Go to the first position.
		do
			go_to (1)
		ensure
			index_effect: index_ = 1
		end

	finish
			-- Go to the last position.
		do
			go_to (target.count)
		ensure
			index_effect: index_ = sequence.count
		end

	forth
			-- Go to the next position.
		require else
			not_after: not after
		do
			go_to (index + 1)
		ensure then
			index_effect: index_ = old index_ + 1
		end

	back
			-- Go to the previous position.
		require
			not_before: not before
		do
			go_to (index - 1)
		ensure
			index_effect: index_ = old index_ - 1
		end

	go_to (i: INTEGER)
			-- Go to position `i'.
		require
			has_index: 0 <= i and i <= sequence.count + 1
		deferred
		ensure
			index_effect: index_ = i
		end

	search_forth (v: G)
			-- Go to the first position from here holding `v'; after when there is none.
		do
			if before then
				start
			end
			from until after or else item = v loop
				forth
			end
		ensure
			index_effect_not_found: not sequence.tail (old index_.max (1)).has (v) implies index_ = sequence.count + 1
			index_effect_found: sequence.tail (old index_.max (1)).has (v) implies (sequence [index_] = v and
				not sequence.interval (old index_.max (1), index_ - 1).has (v))
		end

	search_back (v: G)
			-- Go to the last position up to here holding `v'; before when there is none.
		do
			if after then
				finish
			end
			from until before or else item = v loop
				back
			end
		ensure
			index_effect_not_found: not sequence.front (old index_.min (sequence.count)).has (v) implies index_ = 0
			index_effect_found: sequence.front (old index_.min (sequence.count)).has (v) implies (sequence [index_] = v and
				not sequence.interval (index_ + 1, old index_.min (sequence.count)).has (v))
		end

feature -- Specification

	sequence: MML_SEQUENCE [G]
			-- Values of `target' in iteration order.
		note
			status: ghost
		deferred
		end

	index_: INTEGER
			-- Current position, as the model sees it.
		note
			status: ghost
		do
			Result := index
		end

invariant
	index_constraint: 0 <= index_ and index_ <= sequence.count + 1

end
