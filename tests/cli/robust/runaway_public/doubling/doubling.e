note
	description: "Repeating a text (reference of doubling_N.e): strings that grow fast."

class
	DOUBLING

feature -- Basic operations

	repeated (s: STRING; times: INTEGER): STRING
			-- `s' written `times' times.
		require
			few: 0 <= times and times <= 20
		local
			i: INTEGER
		do
			create Result.make_empty
			from i := 1 until i > times loop
				Result.append (s)
				i := i + 1
			end
		ensure
			length: Result.count = s.count * times
		end

end
