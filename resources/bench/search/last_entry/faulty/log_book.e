note
	description: "A log book of numbered entries."

class
	LOG_BOOK

create
	make

feature {NONE} -- Initialization

	make (n: INTEGER)
			-- A book with entries 1 … `n'.
		require
			n_positive: n > 0
			n_small: n <= 100
		local
			i: INTEGER
		do
			create entries.make_filled (0, 1, n)
			from
				i := 1
			until
				i > n
			loop
				entries [i] := i * 10
				i := i + 1
			end
		end

feature -- Access

	entries: ARRAY [INTEGER]

	last_entry: INTEGER
			-- The most recent entry.
		do
			Result := entries [entries.lower]
		ensure
			latest: Result = entries.count * 10
		end

invariant
	numbered_from_one: entries.lower = 1
	not_empty: entries.count > 0

end
