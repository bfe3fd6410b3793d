note
	description: "[
		A counter in AutoProof style whose creation procedure assigns nothing: `count' is 0 after
		creation, which a prover knows, since it verifies a creator from the default state. Its
		creation call gets no start state (`count := 1' would break `empty' though no creation
		can start there), so nothing is reported.
	]"

class
	TALLY_PROVED

create
	make

feature {NONE} -- Initialization

	make
			-- An empty tally.
		do
		ensure
			empty: count = 0
		end

feature -- Access

	count: INTEGER
			-- Items counted.

feature -- Counting

	add
			-- Count one more.
		do
			count := count + 1
		ensure
			modify_field (["count"], Current)
			one_more: count = old count + 1
		end

invariant
	count_non_negative: count >= 0

end
