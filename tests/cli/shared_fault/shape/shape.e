note
	description: "Reference of a bench test (cli/bench_shared_fault): a rectangle's perimeter."

class
	SHAPE

feature

	perimeter (w, h: INTEGER): INTEGER
		require
			positive: w > 0 and h > 0
			small: w < 1000 and h < 1000
		do
			Result := 2 * (w + h)
		ensure
			twice_the_sides: Result = 2 * w + 2 * h
		end

end
