note
	description: "Finite containers whose capacity may change"

deferred class
	RESIZABLE [G]

inherit
	FINITE [G]

feature -- Measurement

	capacity: INTEGER
			-- Number of items that may be held
		deferred
		end

invariant
	count_within_capacity: count <= capacity

end
