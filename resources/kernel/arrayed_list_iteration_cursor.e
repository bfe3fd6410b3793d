note
	description: "Cursors of `across' over an ARRAYED_LIST: its items from first to last."

class
	ARRAYED_LIST_ITERATION_CURSOR [G]

inherit
	ITERATION_CURSOR [G]

create
	make

feature {NONE} -- Initialization

	make (a: ARRAYED_LIST [G])
			-- Create a cursor on `a', positioned on its first item.
		do
			target := a
			target_index := 1
			cursor_index := 1
		end

feature -- Access

	item: G
			-- Item at the cursor position
		do
			Result := target.i_th (target_index)
		end

	target: ARRAYED_LIST [G]
			-- List being traversed

	target_index: INTEGER
			-- Index in `target' of the cursor position

feature -- Status report

	after: BOOLEAN
			-- Is the cursor past the last item?
		do
			Result := target_index > target.count
		end

feature -- Cursor movement

	forth
			-- Move to next item.
		do
			target_index := target_index + 1
			cursor_index := cursor_index + 1
		end

end
