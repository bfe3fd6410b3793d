-- Creation procedure exported to NONE still usable in create; {FRIEND, ...} selective export.
-- expect: 30
-- expect: 8

class
	EXPORT_LISTS_TEST

create
	make

feature

	make
		local
			a: ACCOUNT
			f: FRIEND
		do
			create a.make
			a.deposit (30)
			io.put_integer (a.balance)
			io.put_new_line
			create f
			io.put_integer (f.peek (a))
			io.put_new_line
		end

end

class
	ACCOUNT

create
	make

feature {NONE}

	make
		do
			secret := 7
		end

feature {ANY}

	balance: INTEGER

	deposit (n: INTEGER)
		do
			balance := balance + n
			log
		end

feature {FRIEND, EXPORT_LISTS_TEST}

	secret: INTEGER

feature {NONE}

	log
		do
			secret := secret + 1
		end

end

class
	FRIEND

feature

	peek (a: ACCOUNT): INTEGER
		do
			Result := a.secret
		end

end
