note
	description: "A wallet with a balance."

class
	WALLET

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	balance: INTEGER
			-- Money in the wallet.

	deposits: INTEGER
			-- Number of deposits made.

feature -- Element change

	deposit (amount: INTEGER)
			-- Put `amount' in.
		require
			positive: amount > 0
			small: amount <= 1000000
		do
			deposits := deposits + 1
		ensure
			more: balance = old balance + amount
			counted: deposits = old deposits + 1
		end

	refund (amount: INTEGER)
			-- Give `amount' back after a mistaken withdrawal.
		require
			positive: amount > 0
			small: amount <= 1000000
		do
			balance := balance + amount
		ensure
			more: balance = old balance + amount
		end

	withdraw (amount: INTEGER)
			-- Take `amount' out.
		require
			positive: amount > 0
			covered: amount <= balance
		do
			balance := balance - amount
		ensure
			less: balance = old balance - amount
		end

invariant
	not_negative: balance >= 0

end
