-- AutoProof's `e.old_': the value of `e' on entry to the enclosing routine, where `old' is not
-- allowed (loop invariants, loop variants, checks) and in postconditions. A copy loop states
-- that its bound and the target's items outside the copied part keep their entry values; a
-- counting loop's variant runs from the entry value; the last call breaks the invariant.
-- expect: 1 2 3 9 | 3
-- expect: 4 5 6 12 | 4
-- expect violation: loop_invariant bound_kept
-- at: 73

class
	OLD_SUFFIX_TEST

create
	make

feature

	make
		local
			a, b: SIMPLE_ARRAY [INTEGER]
		do
			create a.init ((create {MML_SEQUENCE [INTEGER]}) & 1 & 2 & 3)
			create b.init ((create {MML_SEQUENCE [INTEGER]}) & 0 & 0 & 0 & 9)
			copy_prefix (a, b, 3)
			show (b)
			io.put_integer (count_down (3))
			io.put_new_line
			shift (b, 3)
			show (b)
			io.put_integer (b.count)
			io.put_new_line
			copy_prefix_wrongly (a, b, 3)
		end

	copy_prefix (source, target: SIMPLE_ARRAY [INTEGER]; n: INTEGER)
			-- Copy the first `n' items of `source' into `target'.
		require
			n_in_source: 0 <= n and n <= source.count
			n_in_target: n <= target.count
		local
			i: INTEGER
		do
			from
				i := 1
			invariant
				modify (target)
				bound_kept: n = n.old_
				rest_kept: ∀ j: i |..| target.count ¦ target [j] = target.sequence.old_ [j]
				count_kept: target.sequence.count = target.sequence.count.old_
			until
				i > n
			loop
				target [i] := source [i]
				i := i + 1
			variant
				n.old_ - i + 1
			end
			check entry_count: target.count = target.count.old_ end
		ensure
			copied: ∀ j: 1 |..| n ¦ target [j] = source [j]
			same_rest: (target.sequence.old_).tail (n + 1) ~ target.sequence.tail (n + 1)
		end

	copy_prefix_wrongly (source, target: SIMPLE_ARRAY [INTEGER]; n: INTEGER)
			-- Like `copy_prefix', but changes the bound its invariant keeps.
		local
			i, m: INTEGER
		do
			m := n
			from
				i := 1
			invariant
				bound_kept: m = n.old_
			until
				i > m
			loop
				target [i] := source [i]
				i := i + 1
				m := m - 1
			end
		end

	count_down (n: INTEGER): INTEGER
			-- `n', counted down to 0 under a variant bounded by the entry value.
		local
			k: INTEGER
		do
			from
				k := n
			invariant
				counted: Result + k = n.old_
			until
				k = 0
			loop
				k := k - 1
				Result := Result + 1
			variant
				k
			end
		end

	shift (t: SIMPLE_ARRAY [INTEGER]; by: INTEGER)
			-- Add `by' to every item of `t'.
		local
			i: INTEGER
		do
			from
				i := 1
			invariant
				shifted: ∀ j: 1 |..| (i - 1) ¦ t [j] = t.sequence.old_ [j] + by.old_
			until
				i > t.count
			loop
				t [i] := t [i] + by
				i := i + 1
			end
		end

	show (t: SIMPLE_ARRAY [INTEGER])
		do
			across t as x loop
				io.put_integer (x.item)
				io.put_string (" ")
			end
			io.put_string ("| ")
		end

end
