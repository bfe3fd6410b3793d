-- debug instructions are parsed and checked but not executed (debugging is off by default).
-- expect: start
-- expect: end

class
	DEBUG_INSTRUCTION_TEST

create
	make

feature

	make
		do
			io.put_string ("start")
			io.put_new_line
			debug
				io.put_string ("debug output")
				io.put_new_line
			end
			debug ("trace")
				io.put_string ("keyed debug output")
				io.put_new_line
			end
			io.put_string ("end")
			io.put_new_line
		end

end
