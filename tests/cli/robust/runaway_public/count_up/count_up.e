note
	description: "Counting from `n' up to a bound (reference of count_up_N.e; runaway programs for tests/cli/bench_budget_cli.cmake)."

class
	COUNT_UP

feature -- Basic operations

	steps_to (n, bound: INTEGER): INTEGER
			-- Steps from `n' up to `bound'.
		require
			ordered: n <= bound
		local
			i: INTEGER
		do
			from i := n until i >= bound loop
				Result := Result + 1
				i := i + 1
			end
		ensure
			counted: Result = bound - n
		end

end
