-- expect: -1
-- expect: 4
-- expect: sure
-- expect: void

class
	ATTACHED_DETACHABLE_TEST

create
	make

feature

	make
		local
			d: detachable STRING
			a: attached STRING
		do
			a := "sure"
			io.put_integer (length (d))
			io.put_new_line
			d := a
			io.put_integer (length (d))
			io.put_new_line
			if attached d as x then
				io.put_string (x)
				io.put_new_line
			end
			d := Void
			if attached d as x then
				io.put_string ("unexpected")
			else
				io.put_string ("void")
			end
			io.put_new_line
		end

	length (s: detachable STRING): INTEGER
		do
			if s /= Void then
				Result := s.count
			else
				Result := -1
			end
		end

end
