-- rescue/retry: an exception (here a precondition or check violation) runs the rescue clause;
-- retry runs the body again with locals kept.
-- expect: -1
-- expect: 1
-- expect: 3
-- expect: True

class
	RESCUE_RETRY_TEST

create
	make

feature

	make
		do
			attempts := 0
			io.put_integer (safe_divide (10, 0))
			io.put_new_line
			io.put_integer (attempts)
			io.put_new_line
			io.put_integer (safe_divide (10, 3))
			io.put_new_line
			io.put_boolean (survives)
			io.put_new_line
		end

	attempts: INTEGER

	safe_divide (a, b: INTEGER): INTEGER
			-- a // b, or -1 when b is zero (the precondition of // fails, we retry).
		local
			failed: BOOLEAN
		do
			if failed then
				Result := -1
			else
				Result := a // b
			end
		rescue
			attempts := attempts + 1
			failed := True
			retry
		end

	survives: BOOLEAN
		local
			tried: BOOLEAN
		do
			if not tried then
				check must_fail: False end
			end
			Result := True
		rescue
			tried := True
			retry
		end

end
