note
	description: "[
		External cursors used by `across' (see ITERABLE). A new cursor is on the
		first item; `cursor_index' counts the positions, starting at 1.
	]"

deferred class
	ITERATION_CURSOR [G]

feature -- Access

	item: G
			-- Item at current cursor position
		require
			valid_position: not after
		deferred
		end

	cursor_index: INTEGER
			-- Position of the cursor: 1 on the first item, incremented by `forth'

feature -- Status report

	after: BOOLEAN
			-- Are there no more items to iterate over?
		deferred
		end

feature -- Cursor movement

	forth
			-- Move to next position.
		require
			valid_position: not after
		deferred
		end

end
