note
	description: "Repeating a text (variant 1: the result is appended to itself, doubling it each turn: a huge string)."

class
	DOUBLING_1

feature -- Basic operations

	repeated (s: STRING; times: INTEGER): STRING
			-- `s' written `times' times.
		require
			few: 0 <= times and times <= 20
		local
			i: INTEGER
		do
			create Result.make_from_string (s)
			from i := 1 until i > times loop
				Result.append (Result)
				i := i + 1
			end
		ensure
			length: Result.count = s.count * times
		end

end
