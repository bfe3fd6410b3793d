note
	description: "Ports to Eiffel of the classic kinds of faults Nopol repairs (the Nopol paper): a wrong relational operator, a missing clause, off-by-one comparisons in a condition and in a loop exit, and a missing guard before a statement that fails."

class
	CLASSIC

feature -- Faulty routines

	larger (a, b: INTEGER): INTEGER
			-- The larger of `a' and `b'. Fault: wrong relational operator (should be `a > b').
		do
			if a < b then
				Result := a
			else
				Result := b
			end
		end

	bonus (a, b: INTEGER): INTEGER
			-- 2 when `a' exceeds `b', except when `a' is 2; otherwise 0.
			-- Fault: missing clause (should be `a > b and a /= 2').
		do
			if a > b then
				Result := 2
			end
		end

	grade (score: INTEGER): INTEGER
			-- 1 for a score up to 50 included, 2 above. Fault: off by one (should be `score <= 50').
		do
			if score < 50 then
				Result := 1
			else
				Result := 2
			end
		end

	sum_to (n: INTEGER): INTEGER
			-- 1 + 2 + ... + `n'. Fault: loop exit off by one (should be `i > n').
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i >= n
			loop
				Result := Result + i
				i := i + 1
			end
		end

	share (total, parts: INTEGER): INTEGER
			-- `total' divided among `parts' people; 0 when there is nobody.
			-- Fault: missing guard `parts /= 0' before the division.
		do
			Result := total // parts
		end

end
