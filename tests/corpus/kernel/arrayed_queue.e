-- ARRAYED_QUEUE: item is the oldest, across goes oldest to newest; reading the item of an
-- empty queue breaks item's precondition.
-- expect: a
-- expect: a b c
-- expect: b
-- expect: b c d
-- expect: 3
-- expect: False
-- expect: True
-- expect: d
-- expect: True
-- expect violation: precondition readable

class
	ARRAYED_QUEUE_TEST

create
	make

feature

	make
		local
			q: ARRAYED_QUEUE [STRING]
			x: STRING
		do
			create q.make (1)
			q.put ("a")
			q.put ("b")
			q.extend ("c")
			print (q.item + "%N")
			show (q)
			q.remove
			print (q.item + "%N")
			q.force ("d")
			show (q)
			print (q.count.out + "%N")
			print (q.has ("d").out + "%N")
			q.compare_objects
			print (q.has ("d").out + "%N")
			q.remove
			q.remove
			print (q.item + "%N")
			q.remove
			print (q.is_empty.out + "%N")
			x := q.item
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
