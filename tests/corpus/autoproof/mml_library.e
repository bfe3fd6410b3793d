-- AutoProof's MML library as its interface declares it (beyond mml_sequence.e and
-- mml_set_map_bag.e): a sequence's bag, map, positions and insertions, `<=' comparing lengths;
-- a set's least and greatest elements and symmetric difference; bags built with several
-- occurrences, intersected, restricted and compared; a map's images, inverse and restriction
-- (`|'); a relation's pairs (MML_PAIR), iterated with `across'; `=' between model values
-- comparing them as values.
-- expect: 2 4 1 0 False True True | 3 9 1 3 2 | 7 7 7 | 2 3
-- expect: False True True True
-- expect: 1 9 3 True False
-- expect: 2 1 4 3 True False True True False True 18
-- expect: 1 2 False True True 3 True False 6 True
-- expect: 1 2 3 2 1 3 48 True True 1 2

class
	MML_LIBRARY_TEST

create
	make

feature

	make
		local
			e, s: MML_SEQUENCE [INTEGER]
			t, u: MML_SET [INTEGER]
			b, c: MML_BAG [INTEGER]
			m: MML_MAP [INTEGER, INTEGER]
			r, q: MML_RELATION [INTEGER, INTEGER]
			p: MML_PAIR [INTEGER, INTEGER]
			sum: INTEGER
		do
			create e
			s := e & 3 & 1 & 3 & 2
			io.put_string (s.to_bag [3].out + " " + s.to_bag.count.out + " " + s.index_of (3).out + " " + s.index_of (7).out + " " + (s <= e).out + " " + (e <= s).out + " " + s.is_prefix_of (s & 5).out)
			io.put_string (" | " + joined (s.extended_at (2, 9)) + " | " + joined (create {MML_SEQUENCE [INTEGER]}.constant (7, 3)))
			io.put_string (" | " + joined (s.to_map.sequence_image (e & 4 & 1)))
			io.put_new_line
			io.put_string (s.no_duplicates.out + " " + (e & 1 & 2).no_duplicates.out + " " + s.non_void.out + " " + s.empty_sequence.is_empty.out)
			io.put_new_line

			t := (create {MML_SET [INTEGER]}) & 4 & 1 & 9
			u := (create {MML_SET [INTEGER]}) & 9 & 2
			io.put_string (t.min.out + " " + t.max.out + " " + (t ^ u).count.out + " " + ((t ^ u) = ((t - u) + (u - t))).out + " " + (t = u).out)
			io.put_new_line

			create b.multiple (5, 3)
			c := b & 6 & 6 & 7
			across c as x loop
				sum := sum + x.item
			end
			io.put_string ((c / 5) [5].out + " " + (c * (b & 6)) [6].out + " " + (c * (b & 6)).count.out + " " + (c | ((create {MML_SET [INTEGER]}) & 6 & 7)).count.out)
			io.put_string (" " + (b <= c).out + " " + (c <= b).out + " " + c.is_disjoint (create {MML_BAG [INTEGER]}.singleton (8)).out)
			io.put_string (" " + b.is_constant (3).out + " " + c.is_constant (3).out + " " + c.is_valid.out + " " + sum.out)
			io.put_new_line

			m := (create {MML_MAP [INTEGER, INTEGER]}).updated (1, 10).updated (2, 20).updated (3, 10)
			sum := 0
			across m as k loop
				sum := sum + k.item
			end
			io.put_string (m.image ((create {MML_SET [INTEGER]}) & 1 & 3).count.out + " " + m.to_bag [10].out + " " + m.is_constant (10).out)
			io.put_string (" " + (m | ((create {MML_SET [INTEGER]}) & 1 & 3)).is_constant (10).out + " " + m.inverse.has (10, 3).out + " " + m.inverse.count.out)
			io.put_string (" " + m.is_disjoint (create {MML_MAP [INTEGER, INTEGER]}.singleton (4, 0)).out + " " + m.is_disjoint (create {MML_MAP [INTEGER, INTEGER]}.singleton (2, 0)).out)
			io.put_string (" " + sum.out + " " + m.empty_map.is_empty.out)
			io.put_new_line

			r := (create {MML_RELATION [INTEGER, INTEGER]}).extended (1, 2).extended (1, 3).extended (2, 3)
			q := (create {MML_RELATION [INTEGER, INTEGER]}).extended (1, 3).extended (4, 4)
			sum := 0
			across r as x loop
				sum := sum + x.item.left * 10 + x.item.right
			end
			create p.make (1, 2)
			io.put_string ((r * q).count.out + " " + (r - q).count.out + " " + (r ^ q).count.out + " " + r.image (create {MML_SET [INTEGER]}.singleton (1)).count.out)
			io.put_string (" " + (r | create {MML_SET [INTEGER]}.singleton (2)).count.out + " " + r.to_set.count.out + " " + sum.out + " " + r.empty_relation.is_empty.out)
			io.put_string (" " + (p = create {MML_PAIR [INTEGER, INTEGER]}.make (1, 2)).out + " " + p.left.out + " " + p.right.out)
			io.put_new_line
		end

	joined (x: MML_SEQUENCE [INTEGER]): STRING
			-- The items of `x', separated by spaces.
		do
			Result := ""
			across x as i loop
				if not Result.is_empty then
					Result := Result + " "
				end
				Result := Result + i.item.out
			end
		end

end
