-- Agent calls as EiffelStudio writes them: the parenthesis alias (`f (6, 7)' is
-- `f.item ([6, 7])', `p (4)' is `p.call ([4])', also on an attribute) and implicit tuples
-- (`p.call (5)' for `p.call ([5])', `done.call' for `done.call ([])'); a tuple-typed actual is
-- passed as it is.
-- expect: 42
-- expect: show 4
-- expect: show 5
-- expect: True False
-- expect: show 9
-- expect: done
-- expect: show 8
-- expect: 6

class
	AGENT_CALL_SHORTHANDS

create
	make

feature

	make
		local
			f: FUNCTION [TUPLE [INTEGER, INTEGER], INTEGER]
			p: PROCEDURE [TUPLE [INTEGER]]
			q: PREDICATE [TUPLE [INTEGER]]
			done: PROCEDURE [TUPLE]
			operands: TUPLE [INTEGER]
		do
			f := agent times
			print (f (6, 7).out + "%N")
			p := agent show
			p (4)
			p.call (5)
			q := agent (x: INTEGER): BOOLEAN do Result := x > 0 end
			print (q (3).out + " " + q.item (-3).out + "%N")
			action := agent show
			action (9)
			done := agent do print ("done%N") end
			done.call
			operands := [8]
			p.call (operands)
			print (f.item (2, 3).out + "%N")
		end

	action: detachable PROCEDURE [TUPLE [INTEGER]]

	show (n: INTEGER)
		do
			print ("show " + n.out + "%N")
		end

	times (a, b: INTEGER): INTEGER
		do
			Result := a * b
		end

end
