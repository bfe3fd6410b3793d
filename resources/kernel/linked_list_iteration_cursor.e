note
	description: "Cursors of `across' over a LINKED_LIST: they follow its cells."

class
	LINKED_LIST_ITERATION_CURSOR [G]

inherit
	ITERATION_CURSOR [G]

create
	make

feature {NONE} -- Initialization

	make (a_first: detachable LINKABLE [G])
			-- Create a cursor on the chain of cells starting at `a_first'.
		do
			active := a_first
			cursor_index := 1
		end

feature -- Access

	item: G
			-- Item at the cursor position
		do
			if attached active as a then
				Result := a.item
			end
		end

feature -- Status report

	after: BOOLEAN
			-- Is the cursor past the last cell?
		do
			Result := active = Void
		end

feature -- Cursor movement

	forth
			-- Move to next cell.
		do
			if attached active as a then
				active := a.right
			end
			cursor_index := cursor_index + 1
		end

feature {NONE} -- Implementation

	active: detachable LINKABLE [G]
			-- Cell at the cursor position

end
