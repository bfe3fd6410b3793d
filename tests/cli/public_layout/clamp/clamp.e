note
	description: "Bringing integers into an interval (the reference of the variants clamp_N.e, in the public AutoProof collection's layout)."

class
	CLAMP

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
				Result := x
			end
		ensure
			in_interval: low <= Result and Result <= high
			unchanged_inside: (low <= x and x <= high) implies Result = x
			low_below: x < low implies Result = low
			high_above: x > high implies Result = high
		end

end
