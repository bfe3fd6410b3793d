-- print (Void) prints nothing.
-- expect: True
-- expect: False
-- expect: True
-- expect: False
-- expect: True
-- expect: end

class
	BOOLEANS_AND_VOID

create
	make

feature

	make
		local
			s: detachable STRING
		do
			print (True)
			io.put_new_line
			print (false)
			io.put_new_line
			io.put_boolean (s = Void)
			io.put_new_line
			s := "x"
			io.put_boolean (s = Void)
			io.put_new_line
			io.put_boolean (Void = Void)
			io.put_new_line
			s := Void
			print (s)
			io.put_string ("end")
			io.put_new_line
		end

end
