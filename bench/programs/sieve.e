note
	description: "[
		Benchmark: array reads and writes (sieve of Eratosthenes over an
		ARRAY [INTEGER] indexed 1 .. n). Same algorithm as sieve.lua and sieve.py.
	]"

class
	SIEVE

create
	make

feature

	make
		local
			a: ARRAY [INTEGER]
			n, i, j, count, checksum: INTEGER
		do
			n := 1000000
			create a.make_filled (0, 1, n)
			from
				i := 2
			until
				i > n
			loop
				if a [i] = 0 then
					count := count + 1
					checksum := (checksum + i) \\ 1000000007
						-- i * i would overflow 32 bits for large i: only sieve with i <= sqrt (n) = 1000
					if i <= 1000 then
						from
							j := i * i
						until
							j > n
						loop
							a.put (1, j)
							j := j + i
						end
					end
				end
				i := i + 1
			end
			io.put_string ("primes = " + count.out + " checksum = " + checksum.out)
			io.put_new_line
		end

end
