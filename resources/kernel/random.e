note
	description: "[
		Pseudo-random integers in 0 .. `modulus' - 1: the "minimal standard" linear
		congruential sequence (Park and Miller), x (n + 1) = `multiplier' * x (n)
		mod `modulus', starting from `seed'. The same seed gives the same sequence
		on every run (the default seed is fixed, so runs are reproducible). A seed
		of 0 gives a sequence of zeros.
	]"

class
	RANDOM

create
	make, set_seed

feature {NONE} -- Initialization

	make
			-- Start the sequence from `default_seed'.
		do
			set_seed (default_seed)
		ensure
			seed_set: seed = default_seed
		end

feature -- Initialization

	set_seed (s: INTEGER)
			-- Start the sequence again, from seed `s'.
		require
			non_negative: s >= 0
		do
			seed := s
			start
		ensure
			seed_set: seed = s
		end

feature -- Access

	seed: INTEGER
			-- Value the sequence starts from

	default_seed: INTEGER = 1
			-- Seed of `make'

	modulus: INTEGER = 2147483647
			-- Every item is less than this (2^31 - 1)

	multiplier: INTEGER = 16807
			-- Factor from one item to the next

	increment: INTEGER = 0
			-- Added from one item to the next

	index: INTEGER
			-- Position of `item' in the sequence (1 for the first)

	item: INTEGER
			-- Current item of the sequence

	double_item: REAL_64
			-- `item' scaled to 0.0 .. 1.0 (1.0 excluded)
		do
			Result := item / modulus
		ensure
			in_range: Result >= 0.0 and Result < 1.0
		end

	real_item: REAL_32
			-- `item' scaled to 0.0 .. 1.0, as a REAL_32
		do
			Result := double_item.truncated_to_real
		end

	next_random (n: INTEGER): INTEGER
			-- The item that follows `n' in the sequence
		require
			in_range: n < modulus and n >= 0
		do
			Result := ((multiplier.to_integer_64 * n + increment) \\ modulus).to_integer_32
		ensure
			in_range: Result < modulus and Result >= 0
		end

	i_th (i: INTEGER): INTEGER
			-- The `i'-th item of the sequence started from `seed'
		require
			positive_argument: i > 0
		local
			k: INTEGER
		do
			from
				Result := next_random (seed)
				k := 1
			until
				k = i
			loop
				Result := next_random (Result)
				k := k + 1
			end
		ensure
			in_range: Result < modulus and Result >= 0
		end

	double_i_th (i: INTEGER): REAL_64
			-- `i_th' (`i') scaled to 0.0 .. 1.0 (1.0 excluded)
		require
			positive_argument: i > 0
		do
			Result := i_th (i) / modulus
		end

feature -- Cursor movement

	start
			-- Go to the first item of the sequence.
		do
			item := next_random (seed \\ modulus)
			index := 1
		ensure
			first: index = 1
		end

	forth
			-- Go to the next item.
		do
			item := next_random (item)
			index := index + 1
		ensure
			moved: index = old index + 1
		end

invariant
	non_negative_seed: seed >= 0
	item_in_range: item >= 0 and item < modulus

end
