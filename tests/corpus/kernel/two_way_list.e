-- TWO_WAY_LIST: the LIST features in both directions, across first to last, conformance
-- to LINKED_LIST; removing with the cursor off breaks remove's precondition.
-- expect: a b c d
-- expect: d c b a
-- expect: 3
-- expect: a b x c d
-- expect: a x c d
-- expect: 4
-- expect violation: precondition not_off

class
	TWO_WAY_LIST_TEST

create
	make

feature

	make
		local
			l: TWO_WAY_LIST [STRING]
			ll: LINKED_LIST [STRING]
			line: STRING
		do
			create l.make
			l.extend ("b")
			l.extend ("c")
			l.put_front ("a")
			l.extend ("d")
			show (l)
			line := ""
			from
				l.finish
			until
				l.before
			loop
				if not line.is_empty then
					line.append (" ")
				end
				line.append (l.item)
				l.back
			end
			print (line + "%N")
			l.go_i_th (3)
			print (l.index.out + "%N")
			l.put_left ("x")
			show (l)
			l.go_i_th (2)
			l.remove
			show (l)
			ll := l
			print (ll.count.out + "%N")
			l.finish
			l.forth
			l.remove
		end

	show (items: ITERABLE [STRING])
			-- Print the items separated by one space, then a line break.
		local
			line: STRING
		do
			line := ""
			across items as c loop
				if not line.is_empty then
					line.append (" ")
				end
				line.append (c.item)
			end
			print (line + "%N")
		end

end
