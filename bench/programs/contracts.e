note
	description: "[
		Benchmark: contract checks on the hot path. Every deposit and withdraw is a
		qualified call, so ACCOUNT's invariant is checked on entry and exit, with
		preconditions and postconditions that compare with `old'. Same algorithm as
		contracts.lua and contracts.py, which check the same conditions with assert.
	]"

class
	CONTRACTS

create
	make

feature

	make
		local
			a: ACCOUNT
			i, total: INTEGER
		do
			create a.make
			from
				i := 1
			until
				i > 300000
			loop
				a.deposit (i \\ 100 + 1)
				if a.balance > 50 then
					a.withdraw (a.balance \\ 37 + 1)
				end
				total := (total + a.balance) \\ 1000000007
				i := i + 1
			end
			io.put_string ("contracts checksum = " + total.out + " operations = " + a.operations.out)
			io.put_new_line
		end

end

class
	ACCOUNT

create
	make

feature

	make
		do
		ensure
			empty: balance = 0 and operations = 0
		end

	balance: INTEGER

	operations: INTEGER

	deposit (amount: INTEGER)
		require
			positive: amount > 0
		do
			balance := balance + amount
			operations := operations + 1
		ensure
			added: balance = old balance + amount
			counted: operations = old operations + 1
		end

	withdraw (amount: INTEGER)
		require
			positive: amount > 0
			enough: amount <= balance
		do
			balance := balance - amount
			operations := operations + 1
		ensure
			taken: balance = old balance - amount
			counted: operations = old operations + 1
		end

invariant
	not_negative: balance >= 0
	operations_not_negative: operations >= 0

end
