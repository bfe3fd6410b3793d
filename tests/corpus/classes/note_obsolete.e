-- note clauses (top, routine, end of class) and obsolete routines (a warning at most, never an error).
-- expect: 3

note
	description: "Notes before the class are allowed."
	author: "Amend"

class
	NOTE_OBSOLETE_TEST

create
	make

feature

	make
		note
			purpose: "Notes inside a routine."
		do
			io.put_integer (old_style)
			io.put_new_line
		end

	old_style: INTEGER
		obsolete
			"Use something else."
		do
			Result := 3
		end

note
	copyright: "Notes after the features too."
end
