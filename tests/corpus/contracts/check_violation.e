-- The location of a check violation is the line of the failing clause.
-- expect: first check passed
-- expect violation: check even
-- at: 25

class
	CHECK_VIOLATION_TEST

create
	make

feature

	make
		local
			x: INTEGER
		do
			x := 3
			check
				small: x < 10
			end
			io.put_string ("first check passed")
			io.put_new_line
			check
				even: x \\ 2 = 0
			end
			io.put_string ("not reached")
		end

end
