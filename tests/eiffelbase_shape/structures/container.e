note
	description: "Data structures holding items: top of the deep hierarchy ARRAY descends from"

deferred class
	CONTAINER [G]

feature -- Status report

	is_empty: BOOLEAN
			-- Is there no item?
		deferred
		end

	has (v: G): BOOLEAN
			-- Does the structure hold `v'?
		deferred
		ensure
			not_found_in_empty: Result implies not is_empty
		end

end
