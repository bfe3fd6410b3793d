-- A deferred feature may be effected by a constant or a function.
-- expect: walking on 4
-- expect: swimming with 0
-- expect: 4

class
	MULTIPLE_INHERITANCE_TEST

create
	make

feature

	make
		local
			a: AMPHIBIAN
			w: WALKER
			s: SWIMMER
		do
			create a
			w := a
			s := a
			io.put_string (w.walk)
			io.put_new_line
			io.put_string (s.swim)
			io.put_new_line
			io.put_integer (a.legs + a.fins)
			io.put_new_line
		end

end

deferred class
	WALKER

feature

	legs: INTEGER
		deferred
		end

	walk: STRING
		do
			Result := "walking on " + legs.out
		end

end

deferred class
	SWIMMER

feature

	fins: INTEGER
		deferred
		end

	swim: STRING
		do
			Result := "swimming with " + fins.out
		end

end

class
	AMPHIBIAN

inherit
	WALKER
	SWIMMER

feature

	legs: INTEGER = 4

	fins: INTEGER
		do
			Result := 0
		end

end
