note
	description: "[
		AutoProof's wrapper of SPECIAL: a memory area of `capacity' slots, the first `count' of
		them in use, indexed from 0. The model is `sequence' (the items in use, indexed from 1 as
		MML sequences are) and `capacity'. Amend's own rendering of the documented interface
		(resources/eiffelbase2/README.md): the items are kept in `sequence' itself.
	]"
	model: sequence, capacity

class
	V_SPECIAL [T]

create
	make_empty,
	make_filled

feature {NONE} -- Initialization

	make_empty (n: INTEGER)
			-- Create an area of `n' slots, none in use.
		require
			non_negative_argument: n >= 0
		do
			create sequence
			capacity := n
		ensure
			sequence_effect: sequence.is_empty
			capacity_effect: capacity = n
		end

	make_filled (v: T; n: INTEGER)
			-- Create an area of `n' slots, all in use and holding `v'.
		require
			non_negative_argument: n >= 0
		do
			make_empty (n)
			fill_with (v, 0, n - 1)
		ensure
			sequence_domain_effect: sequence.count = n
			sequence_effect: ∀ i: 1 |..| sequence.count ¦ sequence [i] = v
			capacity_effect: capacity = n
		end

feature -- Access

	item alias "[]" (i: INTEGER): T assign put
			-- Item in slot `i' (from 0).
		require
			valid_index: valid_index (i)
		do
			Result := sequence [i + 1]
		ensure
			definition: Result = sequence [i + 1]
		end

feature -- Measurement

	count: INTEGER
			-- Number of slots in use.
		do
			Result := sequence.count
		ensure
			definition: Result = sequence.count
		end

	capacity: INTEGER
			-- Number of slots.

feature -- Status report

	valid_index (i: INTEGER): BOOLEAN
			-- Is slot `i' in use?
		do
			Result := 0 <= i and i < count
		ensure
			definition: Result = (0 <= i and i < sequence.count)
		end

	same_items (other: V_SPECIAL [T]; source_index, destination_index, n: INTEGER): BOOLEAN
			-- Do the `n' items of `other' from slot `source_index' equal (`=') the `n' items of
			-- Current from slot `destination_index'?
		require
			other_not_void: other /= Void
			source_index_non_negative: source_index >= 0
			destination_index_non_negative: destination_index >= 0
			n_non_negative: n >= 0
			n_is_small_enough_for_source: source_index + n <= other.count
			n_is_small_enough_for_destination: destination_index + n <= count
		local
			k: INTEGER
		do
			Result := True
			from k := 0 until k = n or not Result loop
				Result := other.item (source_index + k) = item (destination_index + k)
				k := k + 1
			end
		ensure
			definition: Result = ∀ j: (source_index + 1) |..| (source_index + n) ¦
				other.sequence [j] = sequence [destination_index - source_index + j]
		end

feature -- Element change

	put (v: T; i: INTEGER)
			-- Put `v' in slot `i'.
		require
			index_large_enough: i >= 0
			index_small_enough: i < count
		do
			sequence := sequence.replaced_at (i + 1, v)
		ensure
			sequence_effect: sequence ~ old sequence.replaced_at (i + 1, v)
			modify_model ("sequence", Current)
		end

	extend (v: T)
			-- Put `v' in the first slot not in use.
		require
			count_small_enough: count < capacity
		do
			sequence := sequence & v
		ensure
			sequence_effect: sequence ~ old sequence & v
			modify_model ("sequence", Current)
		end

	fill_with (v: T; start_index, end_index: INTEGER)
			-- Put `v' in slots `start_index' .. `end_index', taking the slots not yet in use.
		require
			start_index_non_negative: start_index >= 0
			start_index_in_bound: start_index <= count
			start_index_not_too_big: start_index <= end_index + 1
			end_index_valid: end_index < capacity
		local
			i: INTEGER
		do
			from i := start_index until i > end_index loop
				if i < count then
					put (v, i)
				else
					extend (v)
				end
				i := i + 1
			end
		ensure
			sequence_domain_effect: sequence.count = (old sequence.count).max (end_index + 1)
			sequence_effect: ∀ k: (start_index + 1) |..| (end_index + 1) ¦ sequence [k] = v
			sequence_front_unchanged: ∀ k: 1 |..| start_index ¦ sequence [k] = (old sequence) [k]
			sequence_tail_unchanged: ∀ k: (end_index + 2) |..| sequence.count ¦ sequence [k] = (old sequence) [k]
			modify_model ("sequence", Current)
		end

	fill_with_default (start_index, end_index: INTEGER)
			-- Put the default value of T in slots `start_index' .. `end_index'.
		require
			start_index_non_negative: start_index >= 0
			start_index_not_too_big: start_index <= end_index + 1
			end_index_valid: end_index < count
		do
			fill_with (({T}).default, start_index, end_index)
		ensure
			sequence_domain_effect: sequence.count = old sequence.count
			sequence_effect: ∀ k: (start_index + 1) |..| (end_index + 1) ¦ sequence [k] = ({T}).default
			sequence_front_unchanged: ∀ k: 1 |..| start_index ¦ sequence [k] = (old sequence) [k]
			sequence_tail_unchanged: ∀ k: (end_index + 2) |..| sequence.count ¦ sequence [k] = (old sequence) [k]
			modify_model ("sequence", Current)
		end

	copy_data (other: V_SPECIAL [T]; source_index, destination_index, n: INTEGER)
			-- Copy the `n' items of `other' from slot `source_index' to the slots of Current from
			-- `destination_index'; the other slots keep their items.
		require
			wrapped: is_wrapped
			other_not_void: other /= Void
			source_index_non_negative: source_index >= 0
			destination_index_non_negative: destination_index >= 0
			destination_index_in_bound: destination_index <= count
			n_non_negative: n >= 0
			n_is_small_enough_for_source: source_index + n <= other.count
			n_is_small_enough_for_destination: destination_index + n <= capacity
		do
			sequence := sequence.front (destination_index) +
				other.sequence.interval (source_index + 1, source_index + n) +
				sequence.tail (destination_index + n + 1)
		ensure
			sequence_effect: sequence ~ old (sequence.front (destination_index) +
				other.sequence.interval (source_index + 1, source_index + n) +
				sequence.tail (destination_index + n + 1))
			modify_model ("sequence", Current)
		end

	move_data (source_index, destination_index, n: INTEGER)
			-- Move the `n' items from slot `source_index' to the slots from `destination_index';
			-- the other slots keep their items.
		require
			source_index_non_negative: source_index >= 0
			destination_index_non_negative: destination_index >= 0
			destination_index_in_bound: destination_index <= count
			n_non_negative: n >= 0
			n_is_small_enough_for_source: source_index + n <= count
			n_is_small_enough_for_destination: destination_index + n <= capacity
		do
			sequence := sequence.front (destination_index) +
				sequence.interval (source_index + 1, source_index + n) +
				sequence.tail (destination_index + n + 1)
		ensure
			sequence_domain_effect: sequence.count = (old sequence.count).max (destination_index + n)
			sequence_effect_data: ∀ i: (destination_index + 1) |..| (destination_index + n) ¦
				sequence [i] = (old sequence) [i - destination_index + source_index]
			sequence_effect_old: ∀ i: 1 |..| (old sequence.count) ¦
				(i <= destination_index or destination_index + n < i) implies sequence [i] = (old sequence) [i]
			modify_model ("sequence", Current)
		end

feature -- Resizing

	resized_area (n: INTEGER): like Current
			-- New area of `n' slots holding the first items of Current (at most `n').
		require
			n_non_negative: n >= 0
		do
			Result := twin
			Result.set_area (sequence.front (n), n)
		ensure
			result_fresh: Result /= Current
			capacity_definition: Result.capacity = n
			sequence_definition: Result.sequence ~ sequence.front (n)
		end

	aliased_resized_area (n: INTEGER): like Current
			-- Current, resized to `n' slots (items past `n' dropped).
		require
			n_non_negative: n >= 0
		do
			set_area (sequence.front (n), n)
			Result := Current
		ensure
			current_or_fresh: Result = Current
			capacity_definition: Result.capacity = n
			sequence_definition: Result.sequence ~ old sequence.front (n)
			modify (Current)
		end

	aliased_resized_area_with_default (a_default_value: T; n: INTEGER): like Current
			-- Current, resized to `n' slots, all in use: the first items kept, the new ones
			-- `a_default_value'.
		require
			n_non_negative: n >= 0
		do
			Result := aliased_resized_area (n)
			Result.fill_with (a_default_value, Result.count, n - 1)
		ensure
			current_or_fresh: Result = Current
			capacity_definition: Result.capacity = n
			sequence_domain_definition: Result.sequence.count = n
			sequence_definition_old: ∀ i: 1 |..| ((old sequence.count).min (n)) ¦ Result.sequence [i] = (old sequence) [i]
			sequence_definition_new: ∀ i: (old sequence.count + 1) |..| n ¦ Result.sequence [i] = a_default_value
			modify (Current)
		end

feature -- Specification

	sequence: MML_SEQUENCE [T]
			-- Items of the slots in use, in slot order.

feature {V_SPECIAL} -- Implementation

	set_area (s: MML_SEQUENCE [T]; n: INTEGER)
			-- Make `s' the items and `n' the capacity.
		require
			fits: s.count <= n
		do
			sequence := s
			capacity := n
		ensure
			sequence_set: sequence ~ s
			capacity_set: capacity = n
		end

invariant
	sequence_exists: sequence /= Void
	capacity_constraint: sequence.count <= capacity

end
