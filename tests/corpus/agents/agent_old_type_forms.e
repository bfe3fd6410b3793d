-- The older agent types EiffelStudio still accepts: PROCEDURE [BASE, OPEN_ARGS] and
-- FUNCTION [BASE, OPEN_ARGS, RESULT] (the target type first) and PROCEDURE alone; calls with
-- Void or an empty tuple when nothing is open.
-- expect: 5
-- expect: 12
-- expect: done
-- expect: done

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
		do
			p := agent show
			p.call ([5])
			f := agent double
			print (f.item ([6]).out + "%N")
			q := agent finish
			q.call (Void)
			q.call ([])
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
