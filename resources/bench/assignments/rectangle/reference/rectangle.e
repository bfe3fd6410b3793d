note
	description: "Rectangles that can be scaled."

class
	RECTANGLE

create
	make

feature {NONE} -- Initialization

	make (w, h: INTEGER)
			-- Create a `w' by `h' rectangle.
		require
			w_positive: w > 0 and w <= 1000
			h_positive: h > 0 and h <= 1000
		do
			width := w
			height := h
		ensure
			width_set: width = w
			height_set: height = h
		end

feature -- Access

	width: INTEGER
			-- Horizontal size.

	height: INTEGER
			-- Vertical size.

feature -- Element change

	scale (f: INTEGER)
			-- Multiply both sides by `f' when it is positive.
		require
			f_small: f <= 100
		do
			if f > 0 then
				width := width * f
				height := height * f
			end
		ensure
			width_scaled: f > 0 implies width = old width * f
			height_scaled: f > 0 implies height = old height * f
			unchanged: f <= 0 implies (width = old width and height = old height)
		end

end
