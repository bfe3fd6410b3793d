-- AutoProof's `decreases' as a loop variant is the loop variant: it must stay non-negative
-- and decrease; here it does not decrease.
-- expect: 3
-- expect violation: variant
-- at: 37

class
	DECREASES_LOOP_TEST

create
	make

feature

	make
		local
			i, n: INTEGER
		do
			from
				i := 0
			until
				i >= 3
			loop
				i := i + 1
			variant
				decreases (3 - i)
			end
			io.put_integer (i)
			io.put_new_line
			from
				n := 0
			until
				n >= 3
			loop
				n := n + 1
			variant
				decreases (n)
			end
		end

end
