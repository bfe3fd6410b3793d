note
	description: "[
		A wrong relational operator in a branch: the distance between two integers subtracts the
		wrong way round when `x < y' is tested where `x > y' is meant. Expected: `wp' repairs the
		branch to `x > y'.
	]"

class
	DISTANCE

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	distance (x, y: INTEGER): INTEGER
			-- |x - y|.
		require
			small_x: x >= -100000 and x <= 100000
			small_y: y >= -100000 and y <= 100000
		do
			if x < y then
				Result := x - y
			else
				Result := y - x
			end
		ensure
			not_negative: Result >= 0
			difference: Result = x - y or Result = y - x
		end

end
