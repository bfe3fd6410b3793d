-- A loop variant is checked where the body is about to run (non-negative there) and after each
-- execution of the body (smaller than before it), as AutoProof proves it: `variant n - i' with
-- `until i > n' ends at -1 after the last iteration, and the loop terminates all the same.
-- expect: 15
-- expect: 3

class
	VARIANT_AT_EXIT_TEST

create
	make

feature

	make
		do
			io.put_integer (sum_up_to (5))
			io.put_new_line
			io.put_integer (first_multiple (7, 3))
			io.put_new_line
		end

	sum_up_to (n: INTEGER): INTEGER
		require
			n_non_negative: n >= 0
		local
			i: INTEGER
		do
			from
				i := 1
			invariant
				i_in_range: 1 <= i and i <= n + 1
			until
				i > n
			loop
				Result := Result + i
				i := i + 1
			variant
				n - i
			end
		end

	first_multiple (n, d: INTEGER): INTEGER
			-- The first i in 1 .. n that d divides (d itself when d <= n), or 0.
		require
			positive: n > 0 and d > 0
		local
			i: INTEGER
			found: BOOLEAN
		do
			from
				i := 1
			until
				i > n or found
			loop
				if i \\ d = 0 then
					found := True
					Result := i
				else
					i := i + 1
				end
			variant
				n - i + (if found then 0 else 1 end)
			end
		end

end
