note
	description: "Multiplication by repeated addition."

class
	PRODUCT

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	product (a, b: INTEGER): INTEGER
			-- `a' times `b', by adding `a' `b' times.
		require
			b_not_negative: b >= 0
			b_small: b <= 1000
			a_small: a >= -10000 and a <= 10000
		local
			i: INTEGER
		do
			from
				i := 0
			until
				i = b
			loop
				Result := Result + a
				i := i + 1
			end
		ensure
			multiplied: Result = a * b
		end

end
