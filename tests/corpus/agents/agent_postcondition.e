-- The postcondition of the routine an agent wraps is checked when the agent is called.
-- expect violation: postcondition doubled
-- at: 25

class
	AGENT_POSTCONDITION

create
	make

feature

	make
		local
			g: FUNCTION [TUPLE [INTEGER], INTEGER]
		do
			g := agent double
			print (g.item ([4]).out + "%N")
		end

	double (n: INTEGER): INTEGER
		do
			Result := n + 2
		ensure
			doubled: Result = 2 * n
		end

end
