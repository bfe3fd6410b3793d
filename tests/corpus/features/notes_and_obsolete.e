-- `note' and `obsolete' in a routine in either order, a note clause at the end of the class
-- (after the last feature, a constant), as EiffelStudio writes them: read and ignored.
-- expect: 16
-- expect: done

class
	NOTES_AND_OBSOLETE

create
	make

feature

	make
		note
			EIS: "name=make", "protocol=uri"
		obsolete
			"Use `start' instead. [2026-01-01]"
		do
			io.put_integer (max_value)
			io.put_new_line
			finish
		end

	finish
		obsolete
			"Not needed. [2026-01-01]"
		note
			status: impure
		do
			io.put_string ("done")
			io.put_new_line
		end

	max_value: INTEGER = 16

note
	copyright: "Written for the Amend corpus"
	license: "Same as Amend"
end
