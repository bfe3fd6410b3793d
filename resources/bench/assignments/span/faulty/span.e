note
	description: "The number of integers between two bounds."

class
	SPAN

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	length (lo, hi: INTEGER): INTEGER
			-- How many integers lie in [lo, hi]?
		require
			small: lo >= -1000000 and hi <= 1000000
		do
			if hi >= lo then
				Result := hi - lo
			end
		ensure
			counted: hi >= lo implies Result = hi - lo + 1
			empty: hi < lo implies Result = 0
		end

end
