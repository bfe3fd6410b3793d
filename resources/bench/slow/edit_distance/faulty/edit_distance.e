note
	description: "Levenshtein distance between two strings, by dynamic programming over two rows."

class
	EDIT_DISTANCE

feature -- Measurement

	distance (a, b: STRING): INTEGER
			-- Least number of single-character insertions, deletions and substitutions
			-- turning `a' into `b'.
		require
			a_exists: a /= Void
			b_exists: b /= Void
		local
			previous, row, spare: ARRAY [INTEGER]
			i, j, cost: INTEGER
		do
			create previous.make_filled (0, 0, b.count)
			create row.make_filled (0, 0, b.count)
			from
				j := 0
			until
				j > b.count
			loop
				previous [j] := j
				j := j + 1
			end
			from
				i := 1
			until
				i > a.count
			loop
				row [0] := 1
				from
					j := 1
				until
					j > b.count
				loop
					if a [i] = b [j] then
						cost := 0
					else
						cost := 1
					end
					row [j] := (previous [j] + 1).min (row [j - 1] + 1).min (previous [j - 1] + cost)
					j := j + 1
				end
				spare := previous
				previous := row
				row := spare
				i := i + 1
			end
			Result := previous [b.count]
		ensure
			at_least_length_difference: Result >= (a.count - b.count).abs
			at_most_longer_length: Result <= a.count.max (b.count)
		end

end
