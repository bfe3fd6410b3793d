note
	description: "Variant 1 of ADDER: unchanged."

class
	ADDER_1

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
