note
	description: "Variant 1 of SHAPE_DRIVER: unchanged, and still naming the reference class SHAPE, as a variant of the public collection does."

class
	SHAPE_DRIVER_1

feature

	fence (w, h: INTEGER): INTEGER
		require
			positive: w > 0 and h > 0
			small: w < 1000 and h < 1000
		local
			s: SHAPE
		do
			create s
			Result := s.perimeter (w, h)
		ensure
			positive: Result > 0
		end

end
