note
	description: "Variant 1 of PAIR: `larger' compares the wrong way."

class
	PAIR_1

feature

	larger (a, b: INTEGER): INTEGER
		do
			if a < b then
				Result := a
			else
				Result := b
			end
		ensure
			at_least_a: Result >= a
			at_least_b: Result >= b
		end

	ratio (a, b: INTEGER): INTEGER
		do
			Result := a // b
		end

end
