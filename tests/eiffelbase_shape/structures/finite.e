note
	description: "Containers with a finite number of items"

deferred class
	FINITE [G]

inherit
	CONTAINER [G]

feature -- Measurement

	count: INTEGER
			-- Number of items
		deferred
		ensure
			non_negative: Result >= 0
		end

feature -- Status report

	is_empty: BOOLEAN
			-- Is there no item?
		do
			Result := count = 0
		end

invariant
	empty_definition: is_empty = (count = 0)

end
