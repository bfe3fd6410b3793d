-- SORTED_TWO_WAY_LIST: extend puts each item at its place, across smallest to largest,
-- min, max, median, the cursor features (prune searches from the cursor, as in LIST);
-- the max of an empty list breaks its precondition.
-- expect: 1 3 3 5 8
-- expect: 1 8 3
-- expect: 5
-- expect: True
-- expect: 1 3 3 5 8
-- expect: 1 3 5 8
-- expect: 1 5 8
-- expect: 1 5 8 10
-- expect: 1 -- 5 -- 8 -- 10
-- expect: 0
-- expect violation: precondition not_empty

class
	SORTED_TWO_WAY_LIST_TEST

create
	make

feature

	make
		local
			l: SORTED_TWO_WAY_LIST [INTEGER]
			line: STRING
			m: INTEGER
		do
			create l.make
			l.extend (5)
			l.extend (3)
			l.extend (8)
			l.put (1)
			l.force (3)
			show (l)
			print (l.min.out + " " + l.max.out + " " + l.median.out + "%N")
			l.go_i_th (4)
			print (l.item.out + "%N")
			print (l.sorted.out + "%N")
			l.prune (1)
			show (l)
			l.start
			l.prune (3)
			show (l)
			l.prune_all (3)
			show (l)
			l.extend (10)
			show (l)
			line := ""
			from
				l.start
			until
				l.after
			loop
				if not line.is_empty then
					line.append (" -- ")
				end
				line.append (l.item.out)
				l.forth
			end
			print (line + "%N")
			l.wipe_out
			print (l.count.out + "%N")
			m := l.max
		end

	show (items: ITERABLE [INTEGER])
			-- Print the items separated by one space, then a line break.
		local
			line: STRING
		do
			line := ""
			across items as c loop
				if not line.is_empty then
					line.append (" ")
				end
				line.append (c.item.out)
			end
			print (line + "%N")
		end

end
