-- An argumentless function may be redefined as an attribute.
-- expect: 99
-- expect: 1

class
	ATTRIBUTE_REDEFINITION_TEST

create
	make

feature

	make
		local
			p: PARENT_WITH_FUNCTION
			c: CHILD_WITH_ATTRIBUTE
		do
			create c.make
			p := c
			io.put_integer (p.size)
			io.put_new_line
			create p
			io.put_integer (p.size)
			io.put_new_line
		end

end

class
	PARENT_WITH_FUNCTION

feature

	size: INTEGER
		do
			Result := 1
		end

end

class
	CHILD_WITH_ATTRIBUTE

inherit
	PARENT_WITH_FUNCTION
		redefine
			size
		end

create
	make

feature

	make
		do
			size := 99
		end

	size: INTEGER

end
