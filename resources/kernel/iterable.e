note
	description: "[
		Structures that can be traversed with `across'. `across e as c loop B end'
		runs as: c := e.new_cursor; until c.after loop B; c.forth end.
	]"

deferred class
	ITERABLE [G]

feature -- Access

	new_cursor: ITERATION_CURSOR [G]
			-- Fresh cursor, already positioned on the first item (`after' if none)
		deferred
		end

end
