-- Calling an agent checks the wrapped routine's precondition; its violation is the fault of the
-- client that called the agent (as in EiffelStudio), reported at the routine's clause.
-- expect: 2
-- expect violation: precondition even
-- at: 27

class
	AGENT_PRECONDITION

create
	make

feature

	make
		local
			g: FUNCTION [TUPLE [INTEGER], INTEGER]
		do
			g := agent half
			print (g.item ([4]).out + "%N")
			print (g.item ([3]).out + "%N")
		end

	half (n: INTEGER): INTEGER
		require
			positive: n > 0
			even: n \\ 2 = 0
		do
			Result := n // 2
		end

end
