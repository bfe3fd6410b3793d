note
	description: "Choosing between two numbers."

class
	CHOOSER

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	larger (a, b: INTEGER): INTEGER
			-- The larger of `a' and `b'.
		do
			if a > b then
				Result := b
			else
				Result := b
			end
		ensure
			at_least_a: Result >= a
			at_least_b: Result >= b
			one_of_them: Result = a or Result = b
		end

end
