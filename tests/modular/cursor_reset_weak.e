note
	description: "[
		A cursor whose creation procedure `reset' clients may also call as a command, after
		EiffelBase's LINKED_LIST.make: it sets `before' and relies on `after' being False, as it
		is after creation. No routine sets `after', so no test fails; called again from a state
		the (empty) invariant allows, with `after' True, it breaks `not_both'. Nothing here is
		written for a prover, yet `--modular auto' reports it: an exported creation procedure
		must meet its contract from every such state.
	]"

class
	CURSOR_RESET_WEAK

create
	reset

feature -- Cursor movement

	reset
			-- Move before the first item.
		do
			before := True
			index := 0
		ensure
			is_before: before
			not_both: not (after and before)
		end

	forth
			-- Move to the next item.
		do
			before := False
			index := index + 1
		ensure
			moved: index = old index + 1
		end

feature -- Access

	before, after: BOOLEAN
			-- Is the cursor before the first item, after the last?

	index: INTEGER
			-- Items passed.

end
