note
	description: "[
		Index spans in AutoProof style, after EiffelBase2's V_ARRAY.index_set: an empty span is
		1 .. 0, and `range' promises an interval with the span's ends. It holds at run time (the
		kernel's INTEGER_INTERVAL, as EiffelBase's, makes an empty interval 1 .. 0 too), but
		INTEGER_INTERVAL.make's contract gives the bounds of a non-empty interval only: a prover
		fails `same_ends' for the empty span, and so does modular testing, with `make' replaced
		by its contract. (The invariant, as EiffelBase2's V_SEQUENCE, makes every empty span
		1 .. 0: no start state shows it.)
	]"

class
	SPAN_WEAK

create
	make

feature {NONE} -- Initialization

	make (a_first, a_last: INTEGER)
			-- The span `a_first' .. `a_last', 1 .. 0 when empty.
		require
			not_reversed: a_first <= a_last + 1
		do
			if a_first <= a_last then
				first := a_first
				last := a_last
			else
				first := 1
				last := 0
			end
		ensure
			modify_field (["first", "last"], Current)
		end

feature -- Access

	first, last: INTEGER
			-- Ends of the span.

	range: INTEGER_INTERVAL
			-- The span as an interval.
		do
			create Result.make (first, last)
		ensure
			same_ends: Result.lower = first and Result.upper = last
		end

invariant
	not_reversed: first <= last + 1
	empty_is_one_zero: first > last implies (first = 1 and last = 0)

end
