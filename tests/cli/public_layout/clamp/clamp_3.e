note
	description: "Bringing integers into an interval (variant 3: not Eiffel, an assignment without a source)."

class
	CLAMP_3

feature -- Basic operations

	clamped (x, low, high: INTEGER): INTEGER
			-- `x' brought into the interval [`low', `high'].
		require
			valid_interval: low <= high
		do
			if x < low then
				Result := low
			else
				Result :=
			end
		ensure
			in_interval: low <= Result and Result <= high
		end

end
