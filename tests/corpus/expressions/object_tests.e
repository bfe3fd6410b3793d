-- Object tests attached e, attached e as x, attached {T} e as x (also on boxed basic values).
-- expect: string text
-- expect: integer 43
-- expect: dog rex
-- expect: other c
-- expect: False
-- expect: True
-- expect: False

class
	OBJECT_TESTS_TEST

create
	make

feature

	make
		local
			things: ARRAY [ANY]
			i: INTEGER
			d: detachable ANY
		do
			things := <<"text", 42, create {DOG}, 'c'>>
			from
				i := 1
			until
				i > things.count
			loop
				describe (things [i])
				i := i + 1
			end
			io.put_boolean (attached d)
			io.put_new_line
			d := "now"
			io.put_boolean (attached d as x and then x.out.count = 3)
			io.put_new_line
			io.put_boolean (attached {INTEGER} d)
			io.put_new_line
		end

	describe (a: ANY)
		do
			if attached {STRING} a as s then
				io.put_string ("string " + s)
			elseif attached {INTEGER} a as n then
				io.put_string ("integer " + (n + 1).out)
			elseif attached {DOG} a as dg then
				io.put_string ("dog " + dg.name)
			else
				io.put_string ("other " + a.out)
			end
			io.put_new_line
		end

end

class
	DOG

feature

	name: STRING = "rex"

end
