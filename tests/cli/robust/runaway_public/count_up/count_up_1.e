note
	description: "Counting from `n' up to a bound (variant 1: counts to {INTEGER}.max_value instead of `bound', two billion turns on small inputs)."

class
	COUNT_UP_1

feature -- Basic operations

	steps_to (n, bound: INTEGER): INTEGER
			-- Steps from `n' up to `bound'.
		require
			ordered: n <= bound
		local
			i: INTEGER
		do
			from i := n until i >= {INTEGER}.max_value loop
				Result := Result + 1
				i := i + 1
			end
		ensure
			counted: Result = bound - n
		end

end
