note
	description: "The larger of two integers (variant 3: the else branch keeps the wrong argument); a collection for tests/cli/bench_isolation_cli.cmake."

class
	LARGER_3

feature -- Basic operations

	larger (a, b: INTEGER): INTEGER
			-- The larger of `a' and `b'.
		do
			if a > b then
				Result := a
			else
				Result := a
			end
		ensure
			at_least_a: Result >= a
			at_least_b: Result >= b
			one_of_them: Result = a or Result = b
		end

end
