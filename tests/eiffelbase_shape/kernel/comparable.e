note
	description: "Objects that may be compared according to a total order relation"

deferred class
	COMPARABLE

inherit
	PART_COMPARABLE
		redefine
			is_less_equal, is_greater
		end

feature -- Comparison

	is_less_equal alias "<=" (other: like Current): BOOLEAN
			-- Is current object less than or equal to `other'?
		do
			Result := not (other < Current)
		ensure then
			definition: Result = ((Current < other) or is_equal (other))
		end

	is_greater alias ">" (other: like Current): BOOLEAN
			-- Is current object greater than `other'?
		do
			Result := other < Current
		ensure then
			definition: Result = (other < Current)
		end

	max (other: like Current): like Current
			-- The greater of current object and `other'
		do
			if Current >= other then
				Result := Current
			else
				Result := other
			end
		ensure
			is_maximum: (Current >= other implies Result = Current) and (other > Current implies Result = other)
		end

end
