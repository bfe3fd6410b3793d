note
	description: "Membership of a closed interval."

class
	RANGE_CHECK

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	in_range (v, low, high: INTEGER): BOOLEAN
			-- Is `v' in [`low', `high']?
		require
			ordered: low <= high
		do
			Result := low < v and v <= high
		ensure
			definition: Result = (v >= low and v <= high)
		end

end
