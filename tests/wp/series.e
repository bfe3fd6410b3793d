note
	description: "[
		A wrong variable in an assignment inside a loop: the sum a + (a + 1) + … + b adds the
		bound `a' each time where the loop variable `i' is meant. Expected: `wp' repairs it to
		`Result + i'.
	]"

class
	SERIES

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	sum_between (a, b: INTEGER): INTEGER
			-- a + (a + 1) + … + b.
		require
			ordered: a <= b
			small_range: b - a <= 200
			small_values: a >= -1000 and b <= 1000
		local
			i: INTEGER
		do
			from
				i := a
			until
				i > b
			loop
				Result := Result + a
				i := i + 1
			end
		ensure
			gauss: Result = (a + b) * (b - a + 1) // 2
		end

end
