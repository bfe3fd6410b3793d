note
	description: "[
		The spans of span_weak.e with `range' promising the ends of a non-empty span only, and an
		empty interval for an empty one: what INTEGER_INTERVAL.make's contract gives, so nothing
		is reported.
	]"

class
	SPAN_PROVED

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
			same_ends: first <= last implies (Result.lower = first and Result.upper = last)
			empty_when_empty: first > last implies Result.is_empty
		end

invariant
	not_reversed: first <= last + 1
	empty_is_one_zero: first > last implies (first = 1 and last = 0)

end
