note
	description: "Sums of consecutive integers."

class
	TRIANGLE_NUMBERS

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	range_sum (a, b: INTEGER): INTEGER
			-- a + (a + 1) + … + b.
		require
			ordered: a <= b
			small: b - a <= 1000
			bounded: a.abs <= 1000 and b.abs <= 1000
		local
			i: INTEGER
		do
			from
				i := a
			until
				i > b
			loop
				Result := Result + i
				i := i + 1
			end
		end

	triangle (n: INTEGER): INTEGER
			-- 1 + 2 + … + n.
		require
			n_not_negative: n >= 0
			n_small: n <= 1000
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > n
			loop
				i := i + 1
			end
		ensure
			closed_form: Result = n * (n + 1) // 2
		end

end
