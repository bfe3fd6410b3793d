note
	description: "[
		The integer helpers Gobo's tests reach through TS_TEST_CASE's `INTEGER_'
		(`INTEGER_.to_integer (1)' to type a manifest array, `agent INTEGER_.is_even').
		Amend's own class, beside its TS_TEST_CASE.
	]"

class
	TS_INTEGER_ROUTINES

feature -- Conversion

	to_integer (i: INTEGER): INTEGER
			-- `i' as an INTEGER.
		do
			Result := i
		ensure
			same: Result = i
		end

feature -- Status report

	is_even (i: INTEGER): BOOLEAN
			-- Is `i' even?
		do
			Result := i \\ 2 = 0
		end

	is_odd (i: INTEGER): BOOLEAN
			-- Is `i' odd?
		do
			Result := i \\ 2 /= 0
		end

end
