note
	description: "Signs of integers (reference of everywhere_N.e): a postcondition quantified over the whole integer range."

class
	EVERYWHERE

feature -- Basic operations

	sign (x: INTEGER): INTEGER
			-- -1, 0 or 1 as `x' is negative, zero or positive.
		do
			if x < 0 then
				Result := -1
			elseif x > 0 then
				Result := 1
			end
		ensure
			range: -1 <= Result and Result <= 1
			zero: Result = 0 implies x = 0
			positive: Result = 1 implies across {INTEGER}.min_value |..| 0 as k all k.item < x end
		end

end
