-- AutoProof's ownership at run time: an object is wrapped (closed) until `unwrap' opens it,
-- `wrap' closes it again after checking its invariant; `inv' and `inv_only' evaluate the
-- invariant; an open object's invariant is not checked at qualified calls (it may be broken
-- while the object is open). Wrapping an object whose invariant is false is a violation.
-- expect: False True
-- expect: True False False
-- expect: False True True
-- expect: 7
-- expect violation: invariant balance_non_negative
-- at: 85

class
	OWNERSHIP_STATE_TEST

create
	make

feature

	make
		local
			a: WALLET
		do
			create a.make
			io.put_boolean (a.is_open)
			io.put_string (" ")
			io.put_boolean (a.is_wrapped)
			io.put_new_line
			a.open_and_break
			io.put_boolean (a.is_open)
			io.put_string (" ")
			io.put_boolean (a.is_wrapped)
			io.put_string (" ")
			io.put_boolean (a.inv)
			io.put_new_line
			io.put_boolean (a.inv_only ("balance_non_negative"))
			io.put_string (" ")
			io.put_boolean (a.inv_without ("balance_non_negative"))
			io.put_string (" ")
			io.put_boolean (a.inv_only ("small"))
			io.put_new_line
			io.put_integer (a.doubled_limit)
			io.put_new_line
			a.close
		end

end

class
	WALLET

create
	make

feature

	make
		do
			balance := 3
		end

	balance: INTEGER

	open_and_break
		note
			explicit: wrapping
		do
			unwrap
			balance := -1
		end

	doubled_limit: INTEGER
		do
			Result := 7
		end

	close
		note
			explicit: wrapping
		do
			wrap
		end

invariant
	balance_non_negative: balance >= 0
	small: balance < 100

end
