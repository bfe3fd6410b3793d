note
	description: "Clamping an integer into an interval."

class
	CLAMP

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	clamped (x, lo, hi: INTEGER): INTEGER
			-- `x' if it lies in [lo, hi], else the nearest bound.
		require
			ordered: lo <= hi
		do
			if x < lo then
				Result := lo
			elseif x > hi then
				Result := hi
			else
				Result := x
			end
		ensure
			in_range: lo <= Result and Result <= hi
			kept: (lo <= x and x <= hi) implies Result = x
			low: x < lo implies Result = lo
			high: x > hi implies Result = hi
		end

end
