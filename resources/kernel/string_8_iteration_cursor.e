note
	description: "Cursors of `across' over a STRING_8: the items are its characters."

class
	STRING_8_ITERATION_CURSOR

inherit
	ITERATION_CURSOR [CHARACTER_8]

create
	make

feature {NONE} -- Initialization

	make (s: STRING_8)
			-- Create a cursor on `s', positioned on its first character.
		do
			target := s
			cursor_index := 1
		end

feature -- Access

	item: CHARACTER_8
			-- Character at the cursor position
		do
			Result := target.item (cursor_index)
		end

	target: STRING_8
			-- String being traversed

feature -- Status report

	after: BOOLEAN
			-- Is the cursor past the last character?
		do
			Result := cursor_index > target.count
		end

feature -- Cursor movement

	forth
			-- Move to next character.
		do
			cursor_index := cursor_index + 1
		end

end
