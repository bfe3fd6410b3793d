note
	description: "[
		A wrong constant in an assignment inside a branch inside a loop: counting the multiples of
		3 up to `n' adds 2 for each where 1 is meant. Expected: `wp' repairs it to `Result + 1'.
	]"

class
	MULTIPLES

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	multiples_of_three (n: INTEGER): INTEGER
			-- How many of 1 .. `n' are multiples of 3?
		require
			not_negative: n >= 0
			small: n <= 10000
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > n
			loop
				if i \\ 3 = 0 then
					Result := Result + 2
				end
				i := i + 1
			end
		ensure
			counted: Result = n // 3
		end

end
