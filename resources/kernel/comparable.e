note
	description: "[
		Objects that may be compared according to a total order relation.
		Only `<' is deferred; the other relations are defined over it.
		(No postconditions here: basic types redefine these features as
		built-ins and would otherwise pay for inherited postconditions.)
	]"

deferred class
	COMPARABLE

inherit
	ANY
		redefine
			is_equal
		end

feature -- Comparison

	is_less alias "<" (other: like Current): BOOLEAN
			-- Is current object less than `other'?
		require
			other_exists: other /= Void
		deferred
		end

	is_less_equal alias "<=" (other: like Current): BOOLEAN
			-- Is current object less than or equal to `other'?
		require
			other_exists: other /= Void
		do
			Result := not (other < Current)
		end

	is_greater alias ">" (other: like Current): BOOLEAN
			-- Is current object greater than `other'?
		require
			other_exists: other /= Void
		do
			Result := other < Current
		end

	is_greater_equal alias ">=" (other: like Current): BOOLEAN
			-- Is current object greater than or equal to `other'?
		require
			other_exists: other /= Void
		do
			Result := not (Current < other)
		end

	is_equal (other: like Current): BOOLEAN
			-- Is `other' attached to an object of the same type
			-- and considered equal, i.e. neither is less than the other?
		do
			Result := not (Current < other) and not (other < Current)
		end

	three_way_comparison (other: like Current): INTEGER
			-- If current object equal to `other', 0;
			-- if smaller, -1; if greater, 1
		require
			other_exists: other /= Void
		do
			if Current < other then
				Result := -1
			elseif other < Current then
				Result := 1
			end
		ensure
			in_range: -1 <= Result and Result <= 1
		end

	max (other: like Current): like Current
			-- The greater of current object and `other'
		require
			other_exists: other /= Void
		do
			if Current < other then
				Result := other
			else
				Result := Current
			end
		end

	min (other: like Current): like Current
			-- The smaller of current object and `other'
		require
			other_exists: other /= Void
		do
			if other < Current then
				Result := other
			else
				Result := Current
			end
		end

end
