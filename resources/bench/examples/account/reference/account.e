note
	description: "Bank accounts that never go into the red."

class
	ACCOUNT

create
	make

feature {NONE} -- Initialization

	make (initial: INTEGER)
			-- Open an account holding `initial'.
		require
			initial_not_negative: initial >= 0
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
			-- Add `amount' to the balance.
		require
			amount_positive: amount > 0
		do
			balance := balance + amount
		ensure
			increased: balance = old balance + amount
		end

	withdraw (amount: INTEGER)
			-- Take `amount' from the balance.
		require
			amount_positive: amount > 0
			enough_money: amount <= balance
		do
			balance := balance - amount
		ensure
			decreased: balance = old balance - amount
		end

	transfer (amount: INTEGER; other: ACCOUNT)
			-- Move `amount' from this account to `other'.
		require
			amount_positive: amount > 0
			enough_money: amount <= balance
			other_exists: other /= Void
			other_is_different: other /= Current
		do
			withdraw (amount)
			other.deposit (amount)
		ensure
			withdrawn: balance = old balance - amount
			deposited: other.balance = old other.balance + amount
		end

invariant
	balance_not_negative: balance >= 0

end
