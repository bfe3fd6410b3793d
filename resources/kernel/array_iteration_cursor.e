note
	description: "Cursors of `across' over an ARRAY: the items from `lower' to `upper'."

class
	ARRAY_ITERATION_CURSOR [G]

inherit
	ITERATION_CURSOR [G]

create
	make

feature {NONE} -- Initialization

	make (a: ARRAY [G])
			-- Create a cursor on `a', positioned on its first item.
		do
			target := a
			target_index := a.lower
			cursor_index := 1
		end

feature -- Access

	item: G
			-- Item at the cursor position
		do
			Result := target.item (target_index)
		end

	target: ARRAY [G]
			-- Array being traversed

	target_index: INTEGER
			-- Index in `target' of the cursor position

feature -- Status report

	after: BOOLEAN
			-- Is the cursor past the last item?
		do
			Result := target_index > target.upper
		end

feature -- Cursor movement

	forth
			-- Move to next item.
		do
			target_index := target_index + 1
			cursor_index := cursor_index + 1
		end

end
