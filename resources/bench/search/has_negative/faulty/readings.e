note
	description: "Checks on a series of readings."

class
	READINGS

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	negatives (a: ARRAY [INTEGER]): INTEGER
			-- Number of negative readings in `a'.
		local
			i: INTEGER
		do
			from
				i := a.lower
			until
				i > a.upper
			loop
				if a [i] < 0 then
					Result := Result + 1
				end
				i := i + 1
			end
		end

	has_negative (a: ARRAY [INTEGER]): BOOLEAN
			-- Is some reading in `a' negative?
		do
			Result := across a as c all c.item < 0 end
		ensure
			definition: Result = (negatives (a) > 0)
		end

end
