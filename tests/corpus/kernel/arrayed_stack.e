-- ARRAYED_STACK: item is the last put, across goes bottom to top, twin does not share
-- the items; popping an empty stack breaks remove's precondition.
-- expect: 3
-- expect: 30
-- expect: 10 20 30
-- expect: 20
-- expect: 2
-- expect: True
-- expect: False
-- expect: 20 99
-- expect: 10 20
-- expect: 10 99
-- expect: True
-- expect: False
-- expect violation: precondition writable

class
	ARRAYED_STACK_TEST

create
	make

feature

	make
		local
			s, t: ARRAYED_STACK [INTEGER]
		do
			create s.make (2)
			s.put (10)
			s.extend (20)
			s.force (30)
			print (s.count.out + "%N")
			print (s.item.out + "%N")
			show (s)
			s.remove
			print (s.item.out + "%N")
			print (s.count.out + "%N")
			print (s.has (10).out + "%N")
			print (s.has (30).out + "%N")
			t := s.twin
			t.remove
			t.put (99)
			print (s.item.out + " " + t.item.out + "%N")
			show (s)
			show (t)
			print (s.is_equal (s.twin).out + "%N")
			print (s.is_equal (t).out + "%N")
			s.wipe_out
			s.remove
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
