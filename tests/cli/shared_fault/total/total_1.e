note
	description: "Variant 1 of TOTAL: leaves out the third number."

class
	TOTAL_1

feature

	total (a, b, c: INTEGER): INTEGER
		require
			small: a.abs < 100 and b.abs < 100 and c.abs < 100
		local
			plus: ADDER_1
		do
			create plus
			Result := plus.sum (plus.sum (a, b), b)
		ensure
			all_three: Result = a + b + c
		end

end
