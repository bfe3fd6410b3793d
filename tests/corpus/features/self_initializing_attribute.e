-- A self-initializing attribute (`attribute' body, ECMA-367 8.19.19) has its body's value when
-- the object is created: its creation procedure and its clients read it attached. A
-- self-initializing attribute of an ancestor is initialized in objects of its heirs too.
-- expect: 4
-- expect: 0
-- expect: 7
-- expect: 5
-- expect: 9

class
	SELF_INITIALIZING_ATTRIBUTE

create
	make

feature

	make
		local
			heir: SELF_INITIALIZING_HEIR
		do
			io.put_integer (slots.count)
			io.put_new_line
			io.put_integer (slots [1])
			io.put_new_line
			slots [2] := 7
			io.put_integer (slots [2])
			io.put_new_line
			create heir.make
			io.put_integer (heir.slots.count)
			io.put_new_line
			io.put_integer (heir.label.count)
			io.put_new_line
		end

	slots: ARRAY [INTEGER]
		attribute
			create Result.make_filled (0, 1, 4)
		end

end

class
	SELF_INITIALIZING_HEIR

inherit
	SELF_INITIALIZING_BASE

create
	make

feature

	make
		do
			slots.force (1, 5)
		end

	label: STRING
		attribute
			Result := "nine word"
		end

end

class
	SELF_INITIALIZING_BASE

feature

	slots: ARRAY [INTEGER]
		attribute
			create Result.make_filled (0, 1, 4)
		end

end
