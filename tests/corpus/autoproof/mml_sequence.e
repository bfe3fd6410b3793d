-- MML_SEQUENCE as a value: operators `&', `+', `[ ]', `<=', and the queries AutoProof
-- contracts use; `~' and `=' compare items (AutoProof's equality of model values);
-- operations never change their target.
-- expect: 3 10 30 True False
-- expect: 2 1 2 0
-- expect: 20 30 | 10 20 | 20 | 10 20 30 40 | 40 10 20 30 | 
-- expect: True True True
-- expect: 10 99 30 | 10 30 | 30 20 10 | 
-- expect: 3 2 3 True
-- expect: 10 20 30
-- expect: 3 2

class
	MML_SEQUENCE_TEST

create
	make

feature

	make
		local
			s, t, e: MML_SEQUENCE [INTEGER]
		do
			create e
			s := e & 10 & 20 & 30
			io.put_string (s.count.out + " " + s.first.out + " " + s.last.out + " " + s.has (20).out + " " + s.has (25).out)
			io.put_new_line
			io.put_string (s.but_first.count.out + " " + (e & 7).count.out + " " + s.front (2).count.out + " " + e.count.out)
			io.put_new_line
			show (s.but_first)
			show (s.but_last)
			show (s.interval (2, 2))
			show (s & 40)
			show (s.prepended (40))
			io.put_new_line
			t := (create {MML_SEQUENCE [INTEGER]}.singleton (10)) + s.tail (2)
			io.put_string ((t ~ s).out + " " + (t = s).out + " " + (s.front (2) <= s).out)
			io.put_new_line
			show (s.replaced_at (2, 99))
			show (s.removed_at (2))
			show (s.reverse)
			io.put_new_line
			io.put_string (s.domain.count.out + " " + (e & 5 & 5 & 6).occurrences (5).out + " " + s.range.count.out + " " + (e & 4 & 4).is_constant (4).out)
			io.put_new_line
			across s as c loop
				io.put_string (c.item.out)
				if c.item /= s.last then
					io.put_string (" ")
				end
			end
			io.put_new_line
			io.put_string (s.count.out + " " + s [3].out.count.out)
			io.put_new_line
		end

	show (x: MML_SEQUENCE [INTEGER])
		local
			i: INTEGER
		do
			from i := 1 until i > x.count loop
				io.put_integer (x [i])
				if i < x.count then
					io.put_string (" ")
				end
				i := i + 1
			end
			io.put_string (" | ")
		end

end
