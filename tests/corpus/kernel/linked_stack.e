-- LINKED_STACK: item is the last put, across goes top to bottom; popping an empty stack
-- breaks remove's precondition.
-- expect: 3
-- expect: 3 2 1
-- expect: 2
-- expect: 2 1
-- expect: 7 2 1
-- expect: 1
-- expect: True
-- expect violation: precondition writable

class
	LINKED_STACK_TEST

create
	make

feature

	make
		local
			s, t: LINKED_STACK [INTEGER]
		do
			create s.make
			s.put (1)
			s.put (2)
			s.put (3)
			print (s.item.out + "%N")
			show (s)
			s.remove
			print (s.item.out + "%N")
			t := s.twin
			t.put (7)
			show (s)
			show (t)
			print (t.occurrences (1).out + "%N")
			s.remove
			s.remove
			print (s.is_empty.out + "%N")
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
