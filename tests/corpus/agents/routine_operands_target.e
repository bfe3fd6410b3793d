-- ROUTINE's `set_operands', `operands' and `apply' (FUNCTION's `apply' keeps the result in
-- `last_result'), `target' (the closed target, Void when open) and `is_target_closed'.
-- expect: 20
-- expect: 2
-- expect: True True
-- expect: True True
-- expect: False
-- expect: counted 9
-- expect: 9

class
	ROUTINE_OPERANDS_TARGET

create
	make, make_with

feature

	make
		local
			f: FUNCTION [TUPLE [INTEGER, INTEGER], INTEGER]
			open_target: FUNCTION [TUPLE [ROUTINE_OPERANDS_TARGET], INTEGER]
			p: PROCEDURE [TUPLE [INTEGER]]
			other: ROUTINE_OPERANDS_TARGET
		do
			f := agent times
			f.set_operands ([4, 5])
			f.apply
			print (f.last_result.out + "%N")
			if attached f.operands as ops then
				print (ops.count.out + "%N")
			end
			print ((f.target = Current).out + " " + f.is_target_closed.out + "%N")
			open_target := agent {ROUTINE_OPERANDS_TARGET}.total
			print ((open_target.target = Void).out + " " + (open_target.operands = Void).out + "%N")
			print (open_target.is_target_closed.out + "%N")
			create other.make_with (0)
			p := agent other.count
			p.set_operands ([9])
			p.apply
			print (other.total.out + "%N")
		end

	make_with (n: INTEGER)
		do
			total := n
		end

	total: INTEGER

	count (n: INTEGER)
		do
			total := total + n
			print ("counted " + n.out + "%N")
		end

	times (a, b: INTEGER): INTEGER
		do
			Result := a * b
		end

end
