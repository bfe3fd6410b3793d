note
	description: "Largest prime factor of a number, by trial division."

class
	PRIME_FACTORS

feature -- Measurement

	largest_prime_factor (n: INTEGER): INTEGER
			-- The largest prime dividing `n'.
		require
			at_least_two: n >= 2
			not_too_large: n <= 1000000
		local
			m, d: INTEGER
		do
			from
				m := n
				d := 2
			until
				d * d > m
			loop
				if m \\ d = 0 then
					m := m // d
				else
					d := d + 1
				end
			end
			Result := m
		ensure
			divides: n \\ Result = 0
			prime: is_prime (Result)
		end

	is_prime (k: INTEGER): BOOLEAN
			-- Has `k' no divisor but 1 and itself?
		local
			d: INTEGER
		do
			Result := k >= 2
			from
				d := 2
			until
				not Result or d * d > k
			loop
				Result := k \\ d /= 0
				d := d + 1
			end
		end

end
