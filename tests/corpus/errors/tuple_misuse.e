-- Invalid uses of tuples: an item of the wrong type, a tuple too short for its target, an
-- unknown label, assigning to a label of the wrong type, a duplicate label.
-- expect error: 21:9: type mismatch: assignment to `p' expects TUPLE [x: INTEGER_32; y: INTEGER_32], got TUPLE [INTEGER_32, STRING_8]
-- expect error: 22:9: type mismatch: assignment to `p' expects TUPLE [x: INTEGER_32; y: INTEGER_32], got TUPLE [INTEGER_32]
-- expect error: 23:13: unknown feature `z' in class `TUPLE'
-- expect error: 24:11: type mismatch: assignment to `x' expects INTEGER_32, got STRING_8
-- expect error: 27:7: duplicate tuple label `a'

class
	TUPLE_MISUSE

create
	make

feature

	make
		local
			p: TUPLE [x, y: INTEGER]
		do
			p := [1, "two"]
			p := [1]
			print (p.z)
			p.x := "three"
		end

	bad: TUPLE [a, a: INTEGER]

end
