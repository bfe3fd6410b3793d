note
	description: "A tally counter."

class
	TALLY

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	count: INTEGER
			-- Number of marks so far.

feature -- Element change

	increment
			-- Add one mark.
		do
			count := count + 1
		ensure
			one_more: count = old count + 1
		end

	add_many (n: INTEGER)
			-- Add `n' marks, one at a time.
		require
			n_not_negative: n >= 0
			n_small: n <= 1000
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > n
			loop
				i := i + 1
			end
		ensure
			added: count = old count + n
		end

end
