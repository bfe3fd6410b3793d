-- The loop invariant fails after the iteration that makes sum = 15.
-- expect violation: loop_invariant bounded
-- at: 20

class
	LOOP_INVARIANT_VIOLATION_TEST

create
	make

feature

	make
		local
			i, sum: INTEGER
		do
			from
				i := 1
			invariant
				bounded: sum <= 10
			until
				i > 10
			loop
				sum := sum + i
				i := i + 1
			end
			io.put_string ("not reached")
		end

end
