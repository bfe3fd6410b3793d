-- MML_SET, MML_INTERVAL, MML_BAG, MML_MAP and MML_RELATION as values, with the operators
-- their contracts use.
-- expect: 3 True False 4 2 1 2
-- expect: True True False True
-- expect: 5 True 3 1
-- expect: 3 2 0 2 True
-- expect: 2 200 300 2 1 True True False
-- expect: 3 2 2 True 1

class
	MML_SET_MAP_BAG_TEST

create
	make

feature

	make
		local
			s, t: MML_SET [INTEGER]
			i: MML_INTERVAL
			b: MML_BAG [CHARACTER]
			m, m2: MML_MAP [STRING, INTEGER]
			r: MML_RELATION [INTEGER, CHARACTER]
			k: STRING
		do
			create s
			s := s & 1 & 2 & 3 & 2
			t := (create {MML_SET [INTEGER]}.singleton (3)) & 4
			io.put_string (s.count.out + " " + s [2].out + " " + s.has (7).out + " " + (s + t).count.out + " " + (s - t).count.out + " " + (s * t).count.out + " " + (s / 2).count.out)
			io.put_new_line
			io.put_string (((s - t) <= s).out + " " + (s >= (s * t)).out + " " + s.is_disjoint (t).out + " " + ((s & 4) ~ (t + s)).out)
			io.put_new_line
			create i.from_range (3, 7)
			io.put_string (i.count.out + " " + i.has (7).out + " " + i.lower.out + " " + (i * s).count.out)
			io.put_new_line
			create b
			b := b & 'a' & 'b' & 'a'
			io.put_string (b.count.out + " " + b ['a'].out + " " + b ['z'].out + " " + b.domain.count.out + " " + ((b.removed ('a') & 'a') ~ b).out)
			io.put_new_line
			create m
			k := "two"
			m := m.updated ("one", 100).updated (k, 200)
			m2 := m.updated (k, 300)
			io.put_string (m.count.out + " " + m [k].out + " " + m2 [k].out + " " + m2.count.out + " " + m.removed (k).count.out + " " + m.domain.has (k).out + " " + m.has (200).out + " " + (m ~ m2).out)
			io.put_new_line
			create r
			r := r.extended (1, 'x').extended (2, 'y').extended (1, 'z')
			io.put_string (r.count.out + " " + r.domain.count.out + " " + r.image_of (1).count.out + " " + r [2, 'y'].out + " " + r.restricted (create {MML_SET [INTEGER]}.singleton (2)).count.out)
			io.put_new_line
		end

end
