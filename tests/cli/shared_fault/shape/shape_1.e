note
	description: "Variant 1 of SHAPE: half the perimeter."

class
	SHAPE_1

feature

	perimeter (w, h: INTEGER): INTEGER
		require
			positive: w > 0 and h > 0
			small: w < 1000 and h < 1000
		do
			Result := w + h
		ensure
			twice_the_sides: Result = 2 * w + 2 * h
		end

end
