-- twin of the kernel containers copies their storage (copy is redefined); ~ compares contents.
-- expect: 2 3 False
-- expect: True
-- expect: 5 50 1
-- expect: True
-- expect: 1 2 1 2
-- expect: True
-- expect: abc abcd
-- expect: True

class
	TWIN_CONTAINERS_TEST

create
	make

feature

	make
		local
			a1, a2: ARRAYED_LIST [INTEGER]
			l1, l2: LINKED_LIST [INTEGER]
			t1, t2: HASH_TABLE [INTEGER, STRING]
			s1, s2: STRING
		do
			create a1.make (2)
			a1.extend (1)
			a1.extend (2)
			a2 := a1.twin
			a2.extend (3)
			io.put_string (a1.count.out + " " + a2.count.out + " " + (a1 ~ a2).out)
			io.put_new_line
			a2.finish
			a2.remove
			io.put_boolean (a1 ~ a2)
			io.put_new_line
			create l1.make
			l1.extend (5)
			l1.extend (6)
			l1.start
			l2 := l1.twin
			l2.replace (50)
			io.put_string (l1.first.out + " " + l2.first.out + " " + l2.index.out)
			io.put_new_line
			l2.replace (5)
			io.put_boolean (l1 ~ l2)
			io.put_new_line
			create t1.make (4)
			t1.put (1, "a")
			t2 := t1.twin
			t2.force (2, "a")
			t2.put (3, "b")
			io.put_string (t1 ["a"].out + " " + t2 ["a"].out + " " + t1.count.out + " " + t2.count.out)
			io.put_new_line
			t2.remove ("b")
			t2.force (1, "a")
			io.put_boolean (t1 ~ t2)
			io.put_new_line
			s1 := "abc"
			s2 := s1.twin
			s2.append ("d")
			io.put_string (s1 + " " + s2)
			io.put_new_line
			s2.copy (s1)
			io.put_boolean (s2 ~ s1 and s2 /= s1)
			io.put_new_line
		end

end
