note
	description: "[
		EiffelBase2's arrays: values at the indexes `lower' .. `upper' of one interval, kept in a
		V_SPECIAL. An empty array has `lower' = 1 and `upper' = 0. Amend's own rendering
		(resources/eiffelbase2/README.md).
	]"
	model: sequence, lower_

class
	V_ARRAY [G]

inherit
	V_MUTABLE_SEQUENCE [G]
		redefine
			upper
		end

create
	make,
	make_filled

feature {NONE} -- Initialization

	make (l, u: INTEGER)
			-- Array with indexes `l' .. `u', each holding the default value of G.
		require
			valid_indexes: l <= u + 1
		do
			make_filled (l, u, ({G}).default)
		ensure
			sequence_domain_definition: sequence.count = u - l + 1
			sequence_definition: ∀ i: 1 |..| sequence.count ¦ sequence [i] = ({G}).default
			lower_definition: lower_ = if l <= u then l else 1 end
		end

	make_filled (l, u: INTEGER; v: G)
			-- Array with indexes `l' .. `u', each holding `v'.
		require
			valid_indexes: l <= u + 1
		do
			if l <= u then
				lower := l
				upper := u
			else
				lower := 1
				upper := 0
			end
			create area.make_filled (v, upper - lower + 1)
		ensure
			sequence_domain_definition: sequence.count = u - l + 1
			sequence_definition: ∀ i: 1 |..| sequence.count ¦ sequence [i] = v
			lower_definition: lower_ = if l <= u then l else 1 end
		end

feature -- Access

	item alias "[]" (i: INTEGER): G assign put
			-- Value at index `i'.
		do
			Result := area [i - lower]
		end

feature -- Measurement

	lower: INTEGER
			-- Lowest index.

	upper: INTEGER
			-- Highest index.

	count: INTEGER
			-- Number of values.
		do
			Result := upper - lower + 1
		end

feature -- Iteration

	at (i: INTEGER): V_ARRAY_ITERATOR [G]
			-- New iterator at index `i'.
		do
			create Result.make (Current, i - lower + 1)
		end

feature -- Replacement

	put (v: G; i: INTEGER)
			-- Put `v' at index `i'.
		do
			area.put (v, i - lower)
		end

feature -- Resizing

	resize (l, u: INTEGER)
			-- Make the indexes `l' .. `u': values at indexes kept keep them, new indexes hold the
			-- default value of G.
		require
			valid_indexes: l <= u + 1
		local
			new_area: V_SPECIAL [G]
			i: INTEGER
		do
			if l > u then
				wipe_out
			else
				create new_area.make_filled (({G}).default, u - l + 1)
				from i := lower.max (l) until i > upper.min (u) loop
					new_area.put (item (i), i - l)
					i := i + 1
				end
				area := new_area
				lower := l
				upper := u
			end
		ensure
			lower_effect: lower_ = if l <= u then l else 1 end
			upper_effect: upper_ = if l <= u then u else 0 end
			sequence_effect_old: ∀ k: 1 |..| sequence.count ¦ (old lower_ <= k + lower_ - 1 and k + lower_ - 1 <= old upper_) implies
				sequence [k] = (old sequence) [k + lower_ - old lower_]
			sequence_effect_new: ∀ k: 1 |..| sequence.count ¦ (k + lower_ - 1 < old lower_ or old upper_ < k + lower_ - 1) implies
				sequence [k] = ({G}).default
		end

	force (v: G; i: INTEGER)
			-- Put `v' at index `i', first taking the indexes up to `i' in.
		do
			if is_empty then
				resize (i, i)
			elseif i < lower then
				resize (i, upper)
			elseif i > upper then
				resize (lower, i)
			end
			put (v, i)
		ensure
			lower_effect: lower_ = if old sequence.is_empty then i else i.min (old lower_) end
			upper_effect: upper_ = if old sequence.is_empty then i else i.max (old upper_) end
			sequence_effect_i: sequence [idx (i)] = v
		end

	wipe_out
			-- Remove every value.
		do
			create area.make_empty (0)
			lower := 1
			upper := 0
		ensure
			sequence_effect: sequence.is_empty
			lower_effect: lower_ = 1
		end

feature {V_CONTAINER, V_ITERATOR} -- Implementation

	area: V_SPECIAL [G]
			-- Storage of the values, `lower' in slot 0.

invariant
	area_exists: area /= Void
	upper_definition: upper = lower + area.count - 1
	sequence_implementation: sequence ~ area.sequence

end
