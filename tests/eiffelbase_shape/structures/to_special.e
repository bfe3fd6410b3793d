note
	description: "Containers kept in a SPECIAL"

deferred class
	TO_SPECIAL [T]

feature -- Access

	area: SPECIAL [T]
			-- Storage

invariant
	area_exists: area /= Void

end
