note
	description: "Simple statistics over arrays of integers."

class
	ARRAY_STATS

feature -- Measurement

	maximum (a: ARRAY [INTEGER]): INTEGER
			-- Largest item of `a'.
		require
			a_exists: a /= Void
			not_empty: not a.is_empty
		local
			i: INTEGER
		do
			from
				i := a.lower
				Result := a [i]
			until
				i > a.upper
			loop
				if a [i] > Result then
					Result := a [i]
				end
				i := i + 1
			end
		ensure
			upper_bound: across a as x all x.item <= Result end
			attained: a.has (Result)
		end

	sum (a: ARRAY [INTEGER]): INTEGER
			-- Sum of the items of `a'.
		require
			a_exists: a /= Void
		local
			i: INTEGER
		do
			from
				i := a.lower
			until
				i > a.upper
			loop
				Result := Result + a [i]
				i := i + 1
			end
		end

	count_positive (a: ARRAY [INTEGER]): INTEGER
			-- Number of items of `a' greater than zero.
		require
			a_exists: a /= Void
		do
			across a as x loop
				if x.item > 0 then
					Result := Result + 1
				end
			end
		ensure
			in_range: 0 <= Result and Result <= a.count
			all_positive_counted: across a as x all x.item > 0 end implies Result = a.count
			none_positive_counted: across a as x all x.item <= 0 end implies Result = 0
		end

end
