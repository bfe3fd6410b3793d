note
	description: "[
		A missing iteration: the sum 1 + 2 + … + n stops one iteration early because the loop exits
		on `i >= n' where `i > n' is meant. Expected: `wp' repairs the exit test to `i > n'.
	]"

class
	TRIANGLE

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	triangular (n: INTEGER): INTEGER
			-- 1 + 2 + … + n.
		require
			not_negative: n >= 0
			small: n <= 10000
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i >= n
			loop
				Result := Result + i
				i := i + 1
			end
		ensure
			gauss: Result = n * (n + 1) // 2
		end

end
