-- Amend's EiffelBase2 classes (resources/eiffelbase2), read because this program names them:
-- V_ARRAY with its model `sequence' (computed from the items) and `lower_', its iterator, and a
-- sequence written over V_SPECIAL as AutoProof code writes one. Its invariant clause on `owns'
-- (AutoProof's ownership) is not monitored; the inherited `clear' postcondition, which names
-- the parent's formal G through `({G}).default', is evaluated with G = INTEGER.
-- expect: 3 -1 1 0 0 1
-- expect: 5 7 9 3
-- expect: 21
-- expect: 3 0 9
-- expect: True False

class
	EIFFELBASE2_ARRAY_TEST

create
	make

feature

	make
		local
			a: V_ARRAY [INTEGER]
			it: V_ITERATOR [INTEGER]
			sum: INTEGER
			s: INT_SEQUENCE
		do
			create a.make (-1, 1)
			print (a.count.out + " " + a.lower.out + " " + a.upper.out + " " + a.sequence [1].out + " " + a.item (0).out + " " + a.idx (-1).out)
			io.put_new_line
			a [-1] := 5
			a [0] := 7
			a [1] := 9
			a.force (3, 2)
			print (a.first.out + " " + a.item (0).out + " " + a.item (1).out + " " + a.last.out)
			io.put_new_line
			from it := a.new_cursor until it.after loop
				sum := sum + it.item
				it.forth
			end
			across a is x loop sum := sum - x end
			print ((sum + 21).out)
			io.put_new_line
			create s.make (3)
			s.put (9, 3)
			s.clear (1, 1)
			print (s.count.out + " " + s.item (1).out + " " + s.item (3).out)
			io.put_new_line
			print (a.has (9).out + " " + a.has (4).out)
			io.put_new_line
		end

end

class
	INT_SEQUENCE

inherit
	V_MUTABLE_SEQUENCE [INTEGER]
		redefine
			clear
		end

create
	make

feature

	make (n: INTEGER)
		require
			n_non_negative: n >= 0
		do
			create area.make_filled (1, n)
		end

	item alias "[]" (i: INTEGER): INTEGER assign put
		do
			Result := area [i - 1]
		end

	lower: INTEGER = 1

	count: INTEGER
		do
			Result := area.count
		end

	at (i: INTEGER): V_ARRAY_ITERATOR [INTEGER]
		do
			create Result.make (Current, i)
		end

	put (v: INTEGER; i: INTEGER)
		do
			area.put (v, i - 1)
		end

	clear (l, u: INTEGER)
		do
			area.fill_with_default (l - 1, u - 1)
		end

	area: V_SPECIAL [INTEGER]

invariant
	owns_definition: owns ~ create {MML_SET [ANY]}.singleton (area)
	sequence_implementation: sequence ~ area.sequence

end
