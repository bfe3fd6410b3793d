note
	description: "[
		The cursor of cursor_reset_weak.e with `reset' setting both flags: correct from every
		state, so nothing is reported.
	]"

class
	CURSOR_RESET_PROVED

create
	reset

feature -- Cursor movement

	reset
			-- Move before the first item.
		do
			before := True
			after := False
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
