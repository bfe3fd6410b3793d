note
	description: "[
		Intervals of integers `lower' .. `upper', empty when `upper' < `lower'.
		`a |..| b' (see INTEGER_32.interval) creates one. As in EiffelBase, an interval
		created empty is 1 .. 0, whatever bounds it was given.
	]"

class
	INTEGER_INTERVAL

inherit
	ITERABLE [INTEGER]

create
	make

feature {NONE} -- Initialization

	make (min_index, max_index: INTEGER)
			-- Set up interval to have bounds `min_index' and `max_index'
			-- (1 .. 0, empty, when `min_index' > `max_index').
		do
			if min_index <= max_index then
				lower := min_index
				upper := max_index
			else
				lower := 1
				upper := 0
			end
		ensure
			set_if_non_empty: min_index <= max_index implies (lower = min_index and upper = max_index)
			empty_if_not_in_order: min_index > max_index implies is_empty
		end

feature -- Access

	lower: INTEGER
			-- Smallest value

	upper: INTEGER
			-- Largest value

	item alias "[]" (i: INTEGER): INTEGER
			-- Entry at index `i' (the interval holds its own indexes)
		require
			valid_index: has (i)
		do
			Result := i
		end

	new_cursor: INTEGER_INTERVAL_ITERATION_CURSOR
			-- Fresh cursor on the interval, positioned on `lower'
		do
			create Result.make (Current)
		end

feature -- Measurement

	count: INTEGER
			-- Number of values in the interval
		do
			if upper >= lower then
				Result := upper - lower + 1
			end
		ensure
			definition: upper >= lower implies Result = upper - lower + 1
			empty_definition: upper < lower implies Result = 0
		end

feature -- Status report

	is_empty: BOOLEAN
			-- Does the interval hold no value?
		do
			Result := upper < lower
		end

	has (v: INTEGER): BOOLEAN
			-- Is `v' in the interval?
		do
			Result := lower <= v and v <= upper
		ensure
			definition: Result = (lower <= v and v <= upper)
		end

	valid_index (i: INTEGER): BOOLEAN
			-- Same as `has'
		do
			Result := has (i)
		end

end
