-- Invalid uses of agents: an unknown routine, a wrong number of operands, a closed operand of
-- the wrong type, an open operand nested in a closed one, an agent of the wrong type, call
-- with a tuple of the wrong type, and an inline agent using a local of the enclosing routine.
-- expect error: 25:17: unknown feature `nope' in class `AGENT_MISUSE'
-- expect error: 26:17: wrong number of arguments in call to `times': expected 2, got 3
-- expect error: 27:27: type mismatch: argument 2 of `times' expects INTEGER_32, got STRING_8
-- expect error: 28:31: `?' (an open operand) is only valid as an actual argument of an agent
-- expect error: 29:9: type mismatch: assignment to `p' expects PROCEDURE [TUPLE [INTEGER_32]], got FUNCTION [TUPLE [INTEGER_32, INTEGER_32], INTEGER_32]
-- expect error: 30:12: type mismatch: argument 1 of `call' expects detachable TUPLE [INTEGER_32], got TUPLE [STRING_8]
-- expect error: 31:31: unknown identifier `n'

class
	AGENT_MISUSE

create
	make

feature

	make
		local
			p: PROCEDURE [TUPLE [INTEGER]]
			n: INTEGER
		do
			print (agent nope)
			print (agent times (?, 1, 2))
			print (agent times (?, "a"))
			print (agent times (times (?, 1), 1))
			p := agent times
			p.call (["x"])
			p := agent (x: INTEGER) do n := x end
		end

	times (a, b: INTEGER): INTEGER
		do
			Result := a * b
		end

end
