note
	description: "Counting pairs of amounts with a COUNTER (variant 2: the first amount counted twice; COUNTER is the reference)."

class
	TALLY_2

create
	make

feature {NONE} -- Initialization

	make
			-- An empty tally.
		do
			create counter.make
		end

feature -- Access

	counter: COUNTER
			-- What was counted.

	total: INTEGER
			-- The count so far.
		do
			Result := counter.value
		ensure
			same: Result = counter.value
		end

feature -- Element change

	add_pair (a, b: INTEGER)
			-- Count `a' and `b'.
		require
			positive: a > 0 and b > 0
			small: a <= 1000 and b <= 1000
			room: counter.value <= 100000
		do
			counter.increment (a)
			counter.increment (a)
		ensure
			added: counter.value = old counter.value + a + b
		end

end
