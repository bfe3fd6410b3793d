note
	description: "[
		An account with a credit line whose `pay' forgets the cap `deposit' puts on one
		amount (`amount <= 25'): paying 26 or more fails in `deposit', but only from an
		account that has 26 or more available, which takes a credit line of -26 to -60
		(`set_line', no constant of the class) before the payment: two comparisons at once, `amount <= available' in
		`pay' and `amount <= 25' in `deposit'. AutoTest's search reaches it by moving the
		state (the line) by the gap a too large amount leaves in `pay''s own precondition.
	]"

class
	CREDIT_LINE

create
	make

feature {NONE} -- Initialization

	make
			-- An empty account without credit.
		do
			balance := 0
			line := 0
		end

feature -- Access

	balance: INTEGER
			-- Money on the account.

	line: INTEGER
			-- How far below zero the balance may go (not positive).

	available: INTEGER
			-- What may be paid out.
		do
			Result := balance - line
		end

feature -- Operations

	set_line (a_line: INTEGER)
			-- Allow the balance to go down to `a_line'.
		require
			not_positive: a_line <= 0
			floor: a_line + 60 >= 0
			covers_balance: a_line <= balance
		do
			line := a_line
		ensure
			line_set: line = a_line
		end

	deposit (amount: INTEGER)
			-- Add `amount', at most 25 at a time.
		require
			not_negative: amount >= 0
			capped: amount <= 25
		do
			balance := balance + amount
		ensure
			added: balance = old balance + amount
		end

	pay (amount: INTEGER; other: CREDIT_LINE)
			-- Move `amount' to `other'.
		require
			not_negative: amount >= 0
			covered: amount <= available
			other_exists: other /= Void
			not_self: other /= Current
		do
			balance := balance - amount
			other.deposit (amount)
		ensure
			paid: balance = old balance - amount
		end

invariant
	line_not_positive: line <= 0
	line_floor: line + 60 >= 0
	within_line: balance >= line

end
