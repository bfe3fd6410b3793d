note
	description: "Containers whose items are accessed through integer keys"

deferred class
	INDEXABLE [G]

inherit
	FINITE [G]

feature -- Access

	item alias "[]" (i: INTEGER): G assign put
			-- Item at index `i'
		require
			valid_key: valid_index (i)
		deferred
		end

feature -- Status report

	valid_index (i: INTEGER): BOOLEAN
			-- Is `i' a valid index?
		deferred
		end

feature -- Element change

	put (v: G; i: INTEGER)
			-- Put `v' at index `i'.
		require
			valid_key: valid_index (i)
		deferred
		ensure
			inserted: item (i) = v
		end

end
