note
	description: "[
		A wrong operator in an assignment inside a loop: the sum of the squares 1 + 4 + … + n^2
		subtracts `i * i' where it should add it. Expected: `wp' repairs it to `Result + i * i'.
	]"

class
	SQUARES

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	sum_of_squares (n: INTEGER): INTEGER
			-- 1 * 1 + 2 * 2 + … + n * n.
		require
			not_negative: n >= 0
			small: n <= 500
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > n
			loop
				Result := Result - i * i
				i := i + 1
			end
		ensure
			closed_form: Result = n * (n + 1) * (2 * n + 1) // 6
		end

end
