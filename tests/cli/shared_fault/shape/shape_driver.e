note
	description: "Reference of a bench test (cli/bench_shared_fault): a client of SHAPE."

class
	SHAPE_DRIVER

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
