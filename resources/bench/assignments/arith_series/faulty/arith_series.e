note
	description: "Arithmetic series: the sum of `n' terms starting at `a' with difference `d'."

class
	ARITH_SERIES

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	series_sum (a, d, n: INTEGER): INTEGER
			-- a + (a + d) + … + (a + (n - 1) * d).
		require
			n_not_negative: n >= 0
			n_small: n <= 100
			a_small: a >= -1000 and a <= 1000
			d_small: d >= -1000 and d <= 1000
		local
			i, term: INTEGER
		do
			from
				i := 0
				term := a
			until
				i = n
			loop
				Result := Result + term
				term := term + a
				i := i + 1
			end
		ensure
			closed_form: Result = n * a + d * (n * (n - 1) // 2)
		end

end
