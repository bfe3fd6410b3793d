note
	description: "Sums of squares."

class
	SQUARE_SUMS

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	sum_of_squares (n: INTEGER): INTEGER
			-- 1 + 4 + … + n * n.
		require
			n_not_negative: n >= 0
			n_small: n <= 500
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > n
			loop
				Result := Result + i * n
				i := i + 1
			end
		ensure
			closed_form: Result = n * (n + 1) * (2 * n + 1) // 6
		end

end
