note
	description: "A routine named as its class (in lower case), as BUBBLE_SORT.bubble_sort of the public collection is; its variant set varies both classes."

class
	TOTAL

feature

	total (a, b, c: INTEGER): INTEGER
		require
			small: a.abs < 100 and b.abs < 100 and c.abs < 100
		local
			plus: ADDER
		do
			create plus
			Result := plus.sum (plus.sum (a, b), c)
		ensure
			all_three: Result = a + b + c
		end

end
