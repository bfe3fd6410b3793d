note
	description: "Bank accounts between which money can be transferred when it is covered."

class
	BANK_ACCOUNT

create
	make

feature {NONE} -- Initialization

	make (initial: INTEGER)
			-- Open an account holding `initial'.
		require
			not_negative: initial >= 0
		do
			balance := initial
		ensure
			balance_set: balance = initial
		end

feature -- Access

	balance: INTEGER
			-- Money on the account.

feature -- Basic operations

	deposit (amount: INTEGER)
			-- Add `amount'.
		require
			positive: amount > 0
		do
			balance := balance + amount
		ensure
			increased: balance = old balance + amount
		end

	withdraw (amount: INTEGER)
			-- Take `amount'.
		require
			positive: amount > 0
			covered: amount <= balance
		do
			balance := balance - amount
		ensure
			decreased: balance = old balance - amount
		end

	transfer_if_covered (amount: INTEGER; other: BANK_ACCOUNT)
			-- Move `amount' to `other' if the balance covers it, else do nothing.
		require
			positive: amount > 0
			other_exists: other /= Void
			other_is_different: other /= Current
		do
			if amount < balance then
				withdraw (amount)
				other.deposit (amount)
			end
		ensure
			withdrawn_when_covered: old balance >= amount implies balance = old balance - amount
			deposited_when_covered: old balance >= amount implies other.balance = old other.balance + amount
			unchanged_otherwise: old balance < amount implies balance = old balance and other.balance = old other.balance
		end

invariant
	not_in_the_red: balance >= 0

end
