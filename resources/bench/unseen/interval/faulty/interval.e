note
	description: "Closed intervals of integers [lower, upper], empty when upper < lower."

class
	INTERVAL

create
	make

feature {NONE} -- Initialization

	make (a, b: INTEGER)
			-- Create the interval [a, b].
		do
			lower := a
			upper := b
		ensure
			lower_set: lower = a
			upper_set: upper = b
		end

feature -- Access

	lower: INTEGER
			-- Smallest member, if any.

	upper: INTEGER
			-- Largest member, if any.

	is_empty: BOOLEAN
			-- Has the interval no member?
		do
			Result := upper < lower
		end

	has (x: INTEGER): BOOLEAN
			-- Is `x' a member?
		do
			Result := lower <= x and x <= upper
		ensure
			not_in_empty: is_empty implies not Result
		end

	count: INTEGER
			-- Number of members.
		do
			if not is_empty then
				Result := upper - lower
			end
		ensure
			not_negative: Result >= 0
			zero_iff_empty: (Result = 0) = is_empty
			singleton: (lower = upper) implies Result = 1
		end

feature -- Element change

	extend_to (x: INTEGER)
			-- Make the interval the smallest one holding itself and `x'.
		require
			not_empty: not is_empty
		do
			if x < lower then
				lower := x
			elseif x > upper then
				upper := x
			end
		ensure
			has_x: has (x)
			lower_kept_or_lowered: lower <= old lower
			upper_kept_or_raised: upper >= old upper
		end

end
