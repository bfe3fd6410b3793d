-- AutoProof's `decreases' in a precondition is the recursion variant: each recursive call
-- must have a smaller non-negative value than its caller's. `sum' keeps it; `bad_sum' passes
-- the same value again, caught at the recursive call.
-- expect: 15
-- expect violation: variant decreases
-- at: 38

class
	DECREASES_RECURSION_TEST

create
	make

feature

	make
		do
			io.put_integer (sum (5))
			io.put_new_line
			io.put_integer (bad_sum (3))
		end

	sum (n: INTEGER): INTEGER
		require
			decreases (n)
			non_negative: n >= 0
		do
			if n > 0 then
				Result := n + sum (n - 1)
			end
		ensure
			gauss: 2 * Result = n * (n + 1)
		end

	bad_sum (n: INTEGER): INTEGER
		require
			non_negative: n >= 0
			decreases ([n, 0])
		do
			if n > 0 then
				Result := n + bad_sum (n)
			end
		end

end
