-- expect: 34
-- expect violation: precondition positive
-- at: 27

class
	EXCEPTION_IN_NESTED_CALLS_TEST

create
	make

feature

	make
		do
			io.put_integer (level_one (3))
			io.put_new_line
			io.put_integer (level_one (0))
		end

	level_one (n: INTEGER): INTEGER
		do
			Result := level_two (n) + 1
		end

	level_two (n: INTEGER): INTEGER
		require
			positive: n > 0
		do
			Result := 100 // n
		end

end
