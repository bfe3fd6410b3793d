note
	description: "[
		The best of three rounds of a game. One wrong line (`<' where `>' belongs) breaks three
		clauses of the postcondition of `best', each on some of its tests: one fault.
	]"

class
	BEST_SCORE

create
	make

feature {NONE} -- Initialization

	make
			-- A score keeper with no rounds played.
		do
		end

feature -- Scores

	best (a, b, c: INTEGER): INTEGER
			-- The highest of the three scores `a', `b' and `c'.
		do
			Result := a
			if b > Result then
				Result := b
			end
			if c > Result then
				Result := c
			end
		ensure
			at_least_a: Result >= a
			at_least_b: Result >= b
			at_least_c: Result >= c
			one_of_them: Result = a or Result = b or Result = c
		end

	total (a, b, c: INTEGER): INTEGER
			-- The three scores added up.
		do
			Result := a + b + c
		ensure
			sum: Result = a + b + c
		end

end
