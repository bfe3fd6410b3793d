-- The iteration features that take agents, on ARRAY, ARRAYED_LIST, LINKED_LIST, HASH_TABLE,
-- INTEGER_INTERVAL and STRING_8: do_all, do_if, for_all, there_exists, do_all_with_index
-- (ARRAY: indexes from `lower'), with agents on features, inline agents and `agent print'.
-- expect: 1 2 3 
-- expect: 2 
-- expect: True False
-- expect: True False
-- expect: 0:10 1:20 
-- expect: 5 6 
-- expect: 1:a 2:b 
-- expect: 14
-- expect: 6
-- expect: True
-- expect: abc

class
	CONTAINER_ITERATION

create
	make

feature

	make
		local
			a: ARRAY [INTEGER]
			al: ARRAYED_LIST [INTEGER]
			ll: LINKED_LIST [STRING]
			h: HASH_TABLE [INTEGER, STRING]
		do
			a := <<1, 2, 3>>
			a.do_all (agent show)
			print ("%N")
			a.do_if (agent show, agent is_even)
			print ("%N")
			print (a.for_all (agent is_positive).out + " " + a.for_all (agent is_even).out + "%N")
			print (a.there_exists (agent is_even).out + " " + a.there_exists (agent (x: INTEGER): BOOLEAN do Result := x > 3 end).out + "%N")
			create a.make (0, 1)
			a [0] := 10
			a [1] := 20
			a.do_all_with_index (agent (x, i: INTEGER) do print (i.out + ":" + x.out + " ") end)
			print ("%N")
			create al.make (2)
			al.extend (5)
			al.extend (6)
			al.do_all (agent show)
			print ("%N")
			create ll.make
			ll.extend ("a")
			ll.extend ("b")
			ll.do_all_with_index (agent (s: STRING; i: INTEGER) do print (i.out + ":" + s + " ") end)
			print ("%N")
			create h.make (4)
			h.put (4, "four")
			h.put (10, "ten")
			total := 0
			h.do_all (agent (x: INTEGER) do total := total + x end)
			print (total.out + "%N")
			total := 0
			(1 |..| 3).do_all (agent (x: INTEGER) do total := total + x end)
			print (total.out + "%N")
			print (("abc").for_all (agent {CHARACTER}.is_lower).out + "%N")
			("abc").do_all (agent print)
			print ("%N")
		end

	total: INTEGER

	show (x: INTEGER)
		do
			print (x.out + " ")
		end

	is_even (x: INTEGER): BOOLEAN
		do
			Result := x \\ 2 = 0
		end

	is_positive (x: INTEGER): BOOLEAN
		do
			Result := x > 0
		end

end
