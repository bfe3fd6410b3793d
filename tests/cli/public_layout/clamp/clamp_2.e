note
	description: "Bringing integers into an interval (variant 2: the value inside the interval lost)."

class
	CLAMP_2

feature -- Basic operations

	clamped (x, low, high: INTEGER): INTEGER
			-- `x' brought into the interval [`low', `high'].
		require
			valid_interval: low <= high
		do
			if x < low then
				Result := low
			elseif x > high then
				Result := high
			else
				Result := low
			end
		ensure
			in_interval: low <= Result and Result <= high
			unchanged_inside: (low <= x and x <= high) implies Result = x
			low_below: x < low implies Result = low
			high_above: x > high implies Result = high
		end

end
