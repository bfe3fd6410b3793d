-- expect violation: precondition divisor_not_zero

class
	REMAINDER_BY_ZERO_TEST

create
	make

feature

	make
		do
			io.put_integer (remainder (7, 0))
		end

	remainder (a, b: INTEGER): INTEGER
		do
			Result := a \\ b
		end

end
