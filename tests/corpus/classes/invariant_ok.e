-- expect: 10

class
	INVARIANT_OK_TEST

create
	make

feature

	make
		local
			r: RANGE
		do
			create r.make (1, 5)
			r.widen (3)
			io.put_integer (r.high - r.low)
			io.put_new_line
		end

end

class
	RANGE

create
	make

feature

	make (l, h: INTEGER)
		require
			ordered: l <= h
		do
			low := l
			high := h
		end

	low, high: INTEGER

	widen (d: INTEGER)
		require
			non_negative: d >= 0
		do
			low := low - d
			high := high + d
		end

invariant
	ordered: low <= high

end
