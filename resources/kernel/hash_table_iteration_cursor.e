note
	description: "Cursors of `across' over a HASH_TABLE: `item' is the item, `key' its key."

class
	HASH_TABLE_ITERATION_CURSOR [G, K -> detachable HASHABLE]

inherit
	ITERATION_CURSOR [G]

create
	make

feature {NONE} -- Initialization

	make (t: HASH_TABLE [G, K])
			-- Create a cursor on `t', positioned on its first item.
		do
			target := t
			position := t.next_iteration_position (-1)
			cursor_index := 1
		end

feature -- Access

	item: G
			-- Item at the cursor position
		do
			Result := target.content_area.item (position)
		end

	key: K
			-- Key at the cursor position
		require
			valid_position: not after
		do
			Result := target.keys_area.item (position)
		end

	target: HASH_TABLE [G, K]
			-- Table being traversed

feature -- Status report

	after: BOOLEAN
			-- Is the cursor past the last item?
		do
			Result := position >= target.capacity
		end

feature -- Cursor movement

	forth
			-- Move to next item.
		do
			position := target.next_iteration_position (position)
			cursor_index := cursor_index + 1
		end

feature {NONE} -- Implementation

	position: INTEGER
			-- Slot of the cursor in `target'

end
