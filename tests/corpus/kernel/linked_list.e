-- LINKED_LIST: has uses reference equality (=) until compare_objects.
-- expect: abc
-- expect: a
-- expect: ac
-- expect: c
-- expect: axcy
-- expect: 3
-- expect: x
-- expect: y
-- expect: True
-- expect: False
-- expect: True
-- expect: 4

class
	LINKED_LIST_TEST

create
	make

feature

	make
		local
			l: LINKED_LIST [STRING]
		do
			create l.make
			l.extend ("b")
			l.extend ("c")
			l.put_front ("a")
			show (l)
			l.start
			io.put_string (l.item)
			io.put_new_line
			l.forth
			l.remove
			show (l)
			io.put_string (l.item)
			io.put_new_line
			l.put_left ("x")
			l.put_right ("y")
			show (l)
			io.put_integer (l.index)
			io.put_new_line
			l.back
			io.put_string (l.item)
			io.put_new_line
			io.put_string (l.i_th (4))
			io.put_new_line
			l.go_i_th (l.count + 1)
			io.put_boolean (l.after)
			io.put_new_line
			io.put_boolean (l.has ("c"))
			io.put_new_line
			l.compare_objects
			io.put_boolean (l.has ("c"))
			io.put_new_line
			io.put_integer (l.index_of ("y", 1))
			io.put_new_line
		end

	show (l: LINKED_LIST [STRING])
		local
			s: STRING
		do
			create s.make_empty
			across l as c loop
				s.append (c.item)
			end
			io.put_string (s)
			io.put_new_line
		end

end
