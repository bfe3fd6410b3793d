note
	description: "[
		EiffelBase2's sequences whose values can be replaced (Amend's own rendering,
		resources/eiffelbase2/README.md).
	]"
	model: sequence, lower_

deferred class
	V_MUTABLE_SEQUENCE [G]

inherit
	V_SEQUENCE [G]
		redefine
			item
		end

feature -- Access

	item alias "[]" (i: INTEGER): G assign put
			-- Value at index `i'.
		deferred
		end

feature -- Iteration

	at (i: INTEGER): V_MUTABLE_SEQUENCE_ITERATOR [G]
			-- New iterator at index `i'.
		deferred
		end

feature -- Replacement

	put (v: G; i: INTEGER)
			-- Put `v' at index `i'.
		require
			has_index: has_index (i)
		deferred
		ensure
			sequence_effect: sequence ~ old sequence.replaced_at (idx (i), v)
			modify_model ("sequence", Current)
		end

	swap (i1, i2: INTEGER)
			-- Exchange the values at indexes `i1' and `i2'.
		require
			has_index_one: has_index (i1)
			has_index_two: has_index (i2)
		local
			v: G
		do
			v := item (i1)
			put (item (i2), i1)
			put (v, i2)
		ensure
			sequence_effect: sequence ~ old sequence.replaced_at (idx (i1), sequence [idx (i2)]).replaced_at (idx (i2), sequence [idx (i1)])
			modify_model ("sequence", Current)
		end

	fill (v: G; l, u: INTEGER)
			-- Put `v' at indexes `l' .. `u'.
		require
			l_not_too_small: l >= lower_
			u_not_too_large: u <= upper_
			l_not_too_large: l <= u + 1
		local
			j: INTEGER
		do
			from j := l until j > u loop
				put (v, j)
				j := j + 1
			end
		ensure
			sequence_domain_effect: sequence.count = old sequence.count
			sequence_changed_effect: ∀ i: idx (l) |..| idx (u) ¦ sequence [i] = v
			sequence_front_unchanged: ∀ i: 1 |..| idx (l - 1) ¦ sequence [i] = (old sequence) [i]
			sequence_tail_unchanged: ∀ i: idx (u + 1) |..| sequence.count ¦ sequence [i] = (old sequence) [i]
			modify_model ("sequence", Current)
		end

	clear (l, u: INTEGER)
			-- Put the default value of G at indexes `l' .. `u'.
		require
			l_not_too_small: l >= lower_
			u_not_too_large: u <= upper_
			l_not_too_large: l <= u + 1
		do
			fill (({G}).default, l, u)
		ensure
			sequence_domain_effect: sequence.count = old sequence.count
			sequence_changed_effect: ∀ i: idx (l) |..| idx (u) ¦ sequence [i] = ({G}).default
			sequence_front_unchanged: ∀ i: 1 |..| idx (l - 1) ¦ sequence [i] = (old sequence) [i]
			sequence_tail_unchanged: ∀ i: idx (u + 1) |..| sequence.count ¦ sequence [i] = (old sequence) [i]
			modify_model ("sequence", Current)
		end

	copy_range (other: V_SEQUENCE [G]; other_first, other_last, index: INTEGER)
			-- Copy the values of `other' at `other_first' .. `other_last' to the indexes from `index'.
		require
			other_not_current: other /= Current
			other_first_not_too_small: other_first >= other.lower_
			other_last_not_too_large: other_last <= other.upper_
			other_first_not_too_large: other_first <= other_last + 1
			index_not_too_small: index >= lower_
			enough_space: upper_ - index >= other_last - other_first
		local
			j: INTEGER
		do
			from j := 0 until j > other_last - other_first loop
				put (other.item (other_first + j), index + j)
				j := j + 1
			end
		ensure
			sequence_domain_effect: sequence.count = old sequence.count
			sequence_effect: ∀ i: 1 |..| sequence.count ¦ if idx (index) <= i and i < idx (index + other_last - other_first + 1)
				then sequence [i] = other.sequence [i - idx (index) + other.idx (other_first)]
				else sequence [i] = (old sequence) [i] end
			modify_model ("sequence", Current)
		end

	reverse
			-- Put the values in the opposite order.
		local
			j, k: INTEGER
		do
			from
				j := lower
				k := upper
			until
				j >= k
			loop
				swap (j, k)
				j := j + 1
				k := k - 1
			end
		ensure
			sequence_domain_effect: sequence.count = old sequence.count
			sequence_effect: ∀ i: 1 |..| sequence.count ¦ sequence [i] = (old sequence) [sequence.count - i + 1]
			modify_model ("sequence", Current)
		end

end
