note
	description: "Reference of a bench test (cli/bench_shared_fault): `ratio' divides by zero when b = 0, here as in every variant."

class
	PAIR

feature

	larger (a, b: INTEGER): INTEGER
		do
			if a > b then
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
