note
	description: "A rectangle's measures."

class
	RECTANGLE_SHAPE

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	perimeter (width, height: INTEGER): INTEGER
			-- The length around a `width' by `height' rectangle.
		require
			width_not_negative: width >= 0
			height_not_negative: height >= 0
			small: width <= 10000 and height <= 10000
		do
			Result := 2 * (width + height)
		ensure
			four_sides: Result = width + width + height + height
		end

end
