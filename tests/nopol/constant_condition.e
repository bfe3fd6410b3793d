note
	description: "A fault whose Nopol fix the tests cannot tell from the constant False: they never call `at_least_zero' with a negative argument, so any condition that is False on 0 .. 5 repairs them (test_nopol)."

class
	CONSTANT_CONDITION

feature -- Faulty routine

	at_least_zero (x: INTEGER): INTEGER
			-- `x', or 0 when `x' is negative. Fault: the wrong side is guarded (should be `x < 0').
		do
			Result := x
			if x > 2 then
				Result := 0
			end
		end

end
