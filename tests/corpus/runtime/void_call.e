-- A call on a Void target stops the run (kind void_call, no tag); the location is the line of the call.
-- A void-safe checker may warn about p.name here; it must not reject the program.
-- expect: Ann
-- expect violation: void_call
-- at: 23

class
	VOID_CALL_TEST

create
	make

feature

	make
		local
			p: detachable PERSON
		do
			create p.make ("Ann")
			io.put_string (p.name)
			io.put_new_line
			p := p.friend
			io.put_string (p.name)
			io.put_string ("not reached")
		end

end

class
	PERSON

create
	make

feature

	make (n: STRING)
		do
			name := n
		end

	name: STRING

	friend: detachable PERSON

end
