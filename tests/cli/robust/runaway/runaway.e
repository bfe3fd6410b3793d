note
	description: "The sum 1 + ... + n (reference version of the variants runaway_N.e); a collection of runaway programs for tests/cli/bench_runaway_cli.cmake."

class
	RUNAWAY

feature -- Basic operations

	sum_to (n: INTEGER): INTEGER
			-- 1 + 2 + ... + n.
		require
			small: n >= 0 and n <= 1000
		local
			i: INTEGER
		do
			from i := 1 until i > n loop
				Result := Result + i
				i := i + 1
			end
		ensure
			gauss: Result = n * (n + 1) // 2
		end

end
