-- ARRAYED_LIST with an internal cursor (EiffelBase semantics); trailing spaces in the expected lines matter.
-- expect: True
-- expect: 5 10 20 30 
-- expect: 10
-- expect: 5 7 10 8 20 30 
-- expect: 3
-- expect: 5 7 8 20 30 
-- expect: 8
-- expect: 25
-- expect: True
-- expect: True
-- expect: True
-- expect: 35
-- expect: 4
-- expect: True
-- expect: 0

class
	ARRAYED_LIST_TEST

create
	make

feature

	make
		local
			l: ARRAYED_LIST [INTEGER]
		do
			create l.make (2)
			io.put_boolean (l.is_empty and l.before)
			io.put_new_line
			l.extend (10)
			l.extend (20)
			l.extend (30)
			l.put_front (5)
			show (l)
			l.start
			l.forth
			io.put_integer (l.item)
			io.put_new_line
			l.put_left (7)
			l.put_right (8)
			show (l)
			io.put_integer (l.index)
			io.put_new_line
			l.remove
			show (l)
			io.put_integer (l.item)
			io.put_new_line
			l.replace (11)
			io.put_integer (l.i_th (4) + l [1])
			io.put_new_line
			l.finish
			io.put_boolean (l.islast)
			io.put_new_line
			l.forth
			io.put_boolean (l.after)
			io.put_new_line
			l.go_i_th (0)
			io.put_boolean (l.before)
			io.put_new_line
			io.put_integer (l.first + l.last)
			io.put_new_line
			l.search (20)
			io.put_integer (l.index)
			io.put_new_line
			io.put_boolean (l.has (30) and not l.has (8))
			io.put_new_line
			l.wipe_out
			io.put_integer (l.count)
			io.put_new_line
		end

	show (l: LIST [INTEGER])
		do
			across l as c loop
				io.put_integer (c.item)
				io.put_string (" ")
			end
			io.put_new_line
		end

end
