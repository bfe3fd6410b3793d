note
	description: "The sum of the first `n' even numbers."

class
	EVEN_SUM

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	even_sum (n: INTEGER): INTEGER
			-- 2 + 4 + … + 2 * n.
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
				Result := Result - 2 * i
				i := i + 1
			end
		ensure
			closed_form: Result = n * (n + 1)
		end

end
