-- undefine makes the inherited version deferred so that it joins the other one.
-- expect: right

class
	UNDEFINE_TEST

create
	make

feature

	make
		local
			x: BOTH
		do
			create x
			io.put_string (x.label)
			io.put_new_line
		end

end

class
	LEFT_PARENT

feature

	label: STRING
		do
			Result := "left"
		end

end

class
	RIGHT_PARENT

feature

	label: STRING
		do
			Result := "right"
		end

end

class
	BOTH

inherit
	LEFT_PARENT
		undefine
			label
		end

	RIGHT_PARENT

end
