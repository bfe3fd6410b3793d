note
	description: "The sum of the first `n' odd numbers."

class
	ODD_SUM

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	odd_sum (n: INTEGER): INTEGER
			-- 1 + 3 + … + (2 * n - 1).
		require
			n_not_negative: n >= 0
			n_small: n <= 10000
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > n
			loop
				Result := Result + 2 * i + 1
				i := i + 1
			end
		ensure
			square: Result = n * n
		end

end
