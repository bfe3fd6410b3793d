note
	description: "Adds two numbers, for TOTAL."

class
	ADDER

feature

	sum (a, b: INTEGER): INTEGER
		require
			small: a.abs < 1000 and b.abs < 1000
		do
			Result := a + b
		ensure
			added: Result = a + b
		end

end
