-- The invariant is checked when the qualified call a.withdraw returns.
-- expect: 50
-- expect violation: invariant non_negative_balance
-- at: 53

class
	INVARIANT_QUALIFIED_CALL_TEST

create
	make

feature

	make
		local
			a: ACCOUNT
		do
			create a.make
			a.deposit (50)
			io.put_integer (a.balance)
			io.put_new_line
			a.withdraw (80)
			io.put_string ("not reached")
		end

end

class
	ACCOUNT

create
	make

feature

	make
		do
		end

	balance: INTEGER

	deposit (n: INTEGER)
		do
			balance := balance + n
		end

	withdraw (n: INTEGER)
		do
			balance := balance - n
		end

invariant
	non_negative_balance: balance >= 0

end
