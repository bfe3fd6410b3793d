note
	description: "Cursors of `across' over an INTEGER_INTERVAL: the items are the integers in order."

class
	INTEGER_INTERVAL_ITERATION_CURSOR

inherit
	ITERATION_CURSOR [INTEGER]

create
	make

feature {NONE} -- Initialization

	make (a_interval: INTEGER_INTERVAL)
			-- Create a cursor on `a_interval', positioned on its lower bound.
		do
			upper := a_interval.upper
			value := a_interval.lower
			is_after := a_interval.is_empty
			cursor_index := 1
		end

feature -- Access

	item: INTEGER
			-- Current value
		do
			Result := value
		end

feature -- Status report

	after: BOOLEAN
			-- Is the cursor past the upper bound?
		do
			Result := is_after
		end

feature -- Cursor movement

	forth
			-- Move to next value (without overflow past {INTEGER}.max_value).
		do
			if value = upper then
				is_after := True
			else
				value := value + 1
			end
			cursor_index := cursor_index + 1
		end

feature {NONE} -- Implementation

	value: INTEGER
			-- Current value

	upper: INTEGER
			-- Upper bound of the interval

	is_after: BOOLEAN
			-- Is the cursor past the upper bound?

end
