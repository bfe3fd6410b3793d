note
	description: "[
		Cursor flags in AutoProof style, after EiffelBase's LINKED_LIST: `start' sets `before'
		but leaves `after' alone. No routine ever sets `after', so no run fails; a prover, which
		starts `start' from any state the invariant allows, finds `not_both' broken when `after'
		is True: modular testing reports it from that start state.
	]"

class
	FLAGS_WEAK

create
	make

feature {NONE} -- Initialization

	make
		note
			status: creator
		do
			position := 1
		ensure
			modify_field (["position"], Current)
			at_first: position = 1
		end

feature -- Access

	before, after: BOOLEAN
	position: INTEGER

feature -- Cursor movement

	start
			-- Move before the first item.
		do
			before := True
			position := 0
		ensure
			modify_field (["before", "after", "position"], Current)
			is_before: before
			not_both: not (after and before)
		end

invariant
	position_non_negative: position >= 0

end
