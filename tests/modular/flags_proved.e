note
	description: "[
		Cursor flags in AutoProof style whose `start' sets both flags: correct from every state
		the invariant allows, so modular testing reports nothing.
	]"

class
	FLAGS_PROVED

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
			after := False
			position := 0
		ensure
			modify_field (["before", "after", "position"], Current)
			is_before: before
			not_both: not (after and before)
		end

invariant
	position_non_negative: position >= 0

end
