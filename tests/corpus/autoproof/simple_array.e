-- SIMPLE_ARRAY: an assigner command through the bracket alias (`a [i] := v' calls `put'),
-- its model `sequence' (a fresh value: `old a.sequence' keeps the items on entry), and the
-- postcondition over the model monitored like any other.
-- expect: 3 0 7 | 7 3 0
-- expect: 0 True 0 3
-- expect violation: postcondition reversed
-- at: 58

class
	SIMPLE_ARRAY_TEST

create
	make

feature

	make
		local
			a: SIMPLE_ARRAY [INTEGER]
			b: SIMPLE_ARRAY [INTEGER]
		do
			create a.make (3)
			a [1] := 3
			a [3] := 7
			io.put_string (a [1].out + " " + a [2].out + " " + a [3].out + " | ")
			a.swap (1, 3)
			a.swap (2, 3)
			io.put_string (a [1].out + " " + a [2].out + " " + a [3].out)
			io.put_new_line
			b := a.subarray (2, 3)
			io.put_string (b.sequence.last.out + " " + (b.sequence ~ a.sequence.tail (2)).out + " " + (create {SIMPLE_ARRAY [INTEGER]}.make_empty).count.out + " " + a.count.out)
			io.put_new_line
			reverse (a)
			create b.make_from_array (<<1, 2, 3, 4>>)
			reverse (b)
		end

	reverse (a: SIMPLE_ARRAY [INTEGER])
			-- Reverse `a' in place (wrong: stops one swap early, which shows on four items).
		require
			modify (a)
		local
			i, j: INTEGER
		do
			from
				i := 1
				j := a.count
			until
				i + 1 >= j
			loop
				a.swap (i, j)
				i := i + 1
				j := j - 1
			variant
				j - i
			end
		ensure
			reversed: a.sequence ~ old a.sequence.reverse
		end

end
