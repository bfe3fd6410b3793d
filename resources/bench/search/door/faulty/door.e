note
	description: "A door that counts how often it was closed."

class
	DOOR

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	is_open: BOOLEAN
	closings: INTEGER

feature -- Element change

	open
			-- Open the door.
		do
			is_open := True
		ensure
			opened: is_open
		end

	close
			-- Close the door; a closing counts when it was open.
		do
			if not is_open then
				closings := closings + 1
			end
			is_open := False
		ensure
			closed: not is_open
			counted: old is_open implies closings = old closings + 1
			not_counted: not (old is_open) implies closings = old closings
		end

end
