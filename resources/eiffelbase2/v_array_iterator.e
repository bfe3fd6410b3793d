note
	description: "[
		EiffelBase2's iterators over mutable sequences such as V_ARRAY (Amend's own rendering,
		resources/eiffelbase2/README.md).
	]"
	model: target, index_

class
	V_ARRAY_ITERATOR [G]

inherit
	V_MUTABLE_SEQUENCE_ITERATOR [G]

create
	make

feature {NONE} -- Initialization

	make (t: V_MUTABLE_SEQUENCE [G]; i: INTEGER)
			-- Iterator on `t' at position `i' (before when `i' < 1, after when `i' > `t.count').
		do
			target := t
			if i < 1 then
				index := 0
			elseif i > t.count then
				index := t.count + 1
			else
				index := i
			end
		ensure
			target_effect: target = t
			index_effect_has: (1 <= i and i <= t.sequence.count) implies index_ = i
			index_effect_before: i < 1 implies index_ = 0
			index_effect_after: i > t.sequence.count implies index_ = t.sequence.count + 1
		end

feature -- Access

	target: V_MUTABLE_SEQUENCE [G]
			-- Sequence iterated over.

end
