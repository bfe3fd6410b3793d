-- expect: 2131
-- expect: 1
-- expect: 23
-- expect: True
-- expect: 2323
-- expect: 33
-- expect: 3
-- expect: [a][][bc]
-- expect: 1 two 1
-- expect: 1 two 1

class
	LIST_PRUNE_APPEND_SPLIT_TEST

create
	make

feature

	make
		local
			a: ARRAYED_LIST [INTEGER]
			l: LINKED_LIST [INTEGER]
			parts: ARRAYED_LIST [STRING]
			s: STRING
		do
			create a.make (4)
			a.append (create {ARRAYED_LIST [INTEGER]}.make_from_array (<<1, 2, 1, 3, 1>>))
			a.prune (1)
			show (a)
			io.put_integer (a.index)
			io.put_new_line
			a.prune_all (1)
			show (a)
			io.put_boolean (a.after)
			io.put_new_line
			a.append (a)
			show (a)
			create l.make
			l.append (a)
			l.extend (2)
			l.prune_all (2)
			show (l)
			parts := ("a,,bc").split (',')
			io.put_integer (parts.count)
			io.put_new_line
			across parts as p loop
				io.put_string ("[" + p.item + "]")
			end
			io.put_new_line
			s := "one two one"
			s.replace_substring_all ("one", "1")
			io.put_string (s)
			io.put_new_line
			io.put_string (s.string)
			io.put_new_line
		end

	show (l: LIST [INTEGER])
		do
			across l as c loop
				io.put_integer (c.item)
			end
			io.put_new_line
		end

end
