-- A rescue clause without retry runs and the exception propagates to the caller.
-- expect: cleanup
-- expect violation: check boom
-- at: 22

class
	RESCUE_PROPAGATES_TEST

create
	make

feature

	make
		do
			risky
			io.put_string ("not reached")
		end

	risky
		do
			check boom: False end
		rescue
			io.put_string ("cleanup")
			io.put_new_line
		end

end
