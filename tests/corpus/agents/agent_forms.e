-- Agents of every form: `agent f' (all operands open), `agent f (?, 1)' (one closed),
-- `agent x.f (?, 1)' (closed target), `agent {T}.f' (open target), inline agents using Current's
-- features, PROCEDURE/FUNCTION/PREDICATE with call, item, last_result, open_count and
-- precondition.
-- expect: added 5
-- expect: 12
-- expect: 30
-- expect: 7
-- expect: 3
-- expect: True False
-- expect: 2
-- expect: 42
-- expect: True False
-- expect: 6

class
	AGENT_FORMS

create
	make, make_with

feature

	make
		local
			p: PROCEDURE [TUPLE [INTEGER]]
			f: FUNCTION [TUPLE [INTEGER, INTEGER], INTEGER]
			g: FUNCTION [TUPLE [INTEGER], INTEGER]
			other: AGENT_FORMS
			open_target: FUNCTION [TUPLE [AGENT_FORMS], INTEGER]
			positive: PREDICATE [TUPLE [INTEGER]]
			scaled: FUNCTION [TUPLE [INTEGER], INTEGER]
		do
			p := agent add
			p.call ([5])
			f := agent times
			print (f.item ([3, 4]).out + "%N")
			g := agent times (?, 10)
			print (g.item ([3]).out + "%N")
			create other.make_with (7)
			open_target := agent {AGENT_FORMS}.total
			print (open_target.item ([other]).out + "%N")
			g := agent other.plus (?, -4)
			print (g.item ([7]).out + "%N")
			positive := agent (x: INTEGER): BOOLEAN do Result := x > 0 end
			print (positive.item ([1]).out + " " + positive.item ([-1]).out + "%N")
			print (f.open_count.out + "%N")
			factor := 6
			scaled := agent (x: INTEGER): INTEGER do Result := x * factor end
			scaled.call ([7])
			print (scaled.last_result.out + "%N")
			g := agent half
			print (g.precondition ([4]).out + " " + g.precondition ([3]).out + "%N")
			print (g.item ([12]).out + "%N")
		end

	make_with (n: INTEGER)
		do
			total := n
		end

	total: INTEGER

	factor: INTEGER

	add (n: INTEGER)
		do
			total := total + n
			print ("added " + n.out + "%N")
		end

	times (a, b: INTEGER): INTEGER
		do
			Result := a * b
		end

	plus (a, b: INTEGER): INTEGER
		do
			Result := a + b
		end

	half (n: INTEGER): INTEGER
		require
			even: n \\ 2 = 0
		do
			Result := n // 2
		end

end
