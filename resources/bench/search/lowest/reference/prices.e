note
	description: "Comparing prices."

class
	PRICES

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	lowest (a, b: INTEGER): INTEGER
			-- The lower of the prices `a' and `b'.
		do
			Result := a.min (b)
		ensure
			at_most_a: Result <= a
			at_most_b: Result <= b
			one_of_them: Result = a or Result = b
		end

end
