-- `PROCEDURE [G]' and `FUNCTION [G, R]' with G a formal generic not constrained by TUPLE (as
-- EiffelBase writes do_all and do_if): G is the one open operand, as if written TUPLE [G]; the
-- agents are called with a tuple and with the `()' shorthand.
-- expect: 2
-- expect: 2
-- expect: 4
-- expect: even 2
-- expect: even 4

class
	AGENT_FORMAL_OPERAND

create
	make

feature

	make
		local
			bag: BAG [INTEGER]
		do
			create bag.make (2, 4)
			bag.do_all (agent show)
			bag.do_if (agent show_even, agent is_even)
		end

	show (n: INTEGER)
		do
			print (n.out + "%N")
		end

	show_even (n: INTEGER)
		do
			print ("even " + n.out + "%N")
		end

	is_even (n: INTEGER): BOOLEAN
		do
			Result := n \\ 2 = 0
		end

end

class
	BAG [G]

create
	make

feature

	make (a, b: G)
		do
			first := a
			last := b
		end

	first, last: G

	do_all (action: PROCEDURE [G])
		do
			action.call ([first])
			action (first)
			action (last)
		end

	do_if (action: PROCEDURE [G]; test: FUNCTION [G, BOOLEAN])
		do
			if test.item ([first]) then
				action (first)
			end
			if test (last) then
				action.call ([last])
			end
		end

end
