-- expect: 4
-- expect violation: precondition non_negative
-- at: 23

class
	PRECONDITION_VIOLATION_TEST

create
	make

feature

	make
		do
			io.put_integer (safe_sqrt (16))
			io.put_new_line
			io.put_integer (safe_sqrt (-1))
			io.put_string ("not reached")
		end

	safe_sqrt (n: INTEGER): INTEGER
		require
			non_negative: n >= 0
		do
			from
			until
				(Result + 1) * (Result + 1) > n
			loop
				Result := Result + 1
			end
		end

end
