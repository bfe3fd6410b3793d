note
	description: "[
		V_SPECIAL with the two features proof2fix-style ARRAYED_LIST code also uses: `wipe_out'
		and `aliased_resized_area_with_default2' (resizes in place, as
		`aliased_resized_area_with_default' does). Amend's own rendering
		(resources/eiffelbase2/README.md).
	]"
	model: sequence, capacity

class
	V_SPECIAL2 [T]

inherit
	V_SPECIAL [T]

create
	make_empty,
	make_filled

feature -- Resizing

	aliased_resized_area_with_default2 (a_default_value: T; n: INTEGER): like Current
			-- Current, resized to `n' slots, all in use: the first items kept, the new ones
			-- `a_default_value'.
		require
			n_non_negative: n >= 0
		do
			Result := aliased_resized_area_with_default (a_default_value, n)
		ensure
			current_or_fresh: Result = Current
			capacity_definition: Result.capacity = n
			sequence_domain_definition: Result.sequence.count = n
			sequence_definition_old: ∀ i: 1 |..| ((old sequence.count).min (n)) ¦ Result.sequence [i] = (old sequence) [i]
			sequence_definition_new: ∀ i: (old sequence.count + 1) |..| n ¦ Result.sequence [i] = a_default_value
			modify (Current)
		end

feature -- Removal

	wipe_out
			-- Take every slot out of use.
		do
			create sequence
		ensure
			sequence_effect: sequence.is_empty
			capacity_unchanged: capacity = old capacity
			modify_model ("sequence", Current)
		end

end
