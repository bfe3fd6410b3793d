-- `once "text"' is a manifest string (ECMA: created once for its occurrence; Amend does not
-- share the object yet, so only its text is tested here).
-- expect: shared
-- expect: 6

class
	ONCE_STRINGS

create
	make

feature

	make
		do
			io.put_string (name)
			io.put_new_line
			io.put_integer (name.count)
			io.put_new_line
		end

	name: STRING
		do
			Result := once "shared"
		end

end
