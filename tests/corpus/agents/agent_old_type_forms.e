-- The other forms of agent types compilers accept: PROCEDURE [BASE, OPEN_ARGS] and
-- FUNCTION [BASE, OPEN_ARGS, RESULT] (the target type first), PROCEDURE [A] and FUNCTION [A, R]
-- (open operand types without TUPLE, as Gobo writes them) and PROCEDURE alone; calls with
-- Void or an empty tuple when nothing is open.
-- expect: 5
-- expect: 12
-- expect: done
-- expect: done
-- expect: 7
-- expect: 14

class
	AGENT_OLD_TYPE_FORMS

create
	make

feature

	make
		local
			p: PROCEDURE [ANY, TUPLE [INTEGER]]
			f: FUNCTION [ANY, TUPLE [INTEGER], INTEGER]
			q: PROCEDURE
			p2: PROCEDURE [INTEGER]
			f2: FUNCTION [INTEGER, INTEGER]
		do
			p := agent show
			p.call ([5])
			f := agent double
			print (f.item ([6]).out + "%N")
			q := agent finish
			q.call (Void)
			q.call ([])
			p2 := agent show
			p2.call ([7])
			f2 := agent double
			print (f2.item ([7]).out + "%N")
		end

	show (n: INTEGER)
		do
			print (n.out + "%N")
		end

	double (n: INTEGER): INTEGER
		do
			Result := 2 * n
		end

	finish
		do
			print ("done%N")
		end

end
