note
	description: "Accounts charged a fee a number of times."

class
	FEES

create
	make

feature {NONE} -- Initialization

	make (b: INTEGER)
			-- Create an account with balance `b'.
		require
			b_small: b >= -1000000 and b <= 1000000
		do
			balance := b
		ensure
			balance_set: balance = b
		end

feature -- Access

	balance: INTEGER
			-- Current balance.

feature -- Element change

	charge (fee, times: INTEGER)
			-- Charge `fee' `times' times.
		require
			fee_small: fee >= 0 and fee <= 1000
			times_small: times >= 0 and times <= 100
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > times
			loop
				balance := balance - fee
				i := i + 1
			end
		ensure
			charged: balance = old balance - fee * times
		end

end
