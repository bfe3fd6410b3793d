-- expect: 1 9 False
-- expect: 3 True 3
-- expect: 4 3 4 0
-- expect: True False True 33
-- expect: 1 4 3
-- expect: 24 False 3
-- expect: 0 True False
-- expect: again 1

class
	CONTAINER_FEATURES_TEST

create
	make

feature

	make
		local
			a, b: ARRAY [INTEGER]
			al: ARRAYED_LIST [INTEGER]
			t: HASH_TABLE [STRING, INTEGER]
			total: INTEGER
		do
			a := <<3, 1, 3>>
			create b.make_from_array (a)
			b.put (9, 2)
			show (a [2].out + " " + b [2].out + " " + a.same_items (b).out)
			b.fill_with (4)
			show (b.occurrences (4).out + " " + (a.capacity >= a.count).out + " " + a.to_special.count.out)
			create al.make_from_array (a)
			al.force (3)
			show (al.count.out + " " + al.index_of (3, 2).out + " " + al.index_of (3, 3).out + " " + al.index_of (8, 1).out)
			al.start
			show (al.isfirst.out + " " + al.islast.out + " " + al.readable.out + " " + al.first.out + al.last.out)
			b := al.to_array
			show (b.lower.out + " " + b.upper.out + " " + b [4].out)
			create t.make (3)
			t.put ("one", 1)
			t.put ("two", 2)
			t.put ("three", 3)
			from
				t.start
			until
				t.after
			loop
				total := total + t.key_for_iteration * t.item_for_iteration.count
				t.forth
			end
			show (total.out + " " + t.has_item ("two").out + " " + t.current_keys.count.out)
			t.wipe_out
			show (t.count.out + " " + t.is_empty.out + " " + t.has (1).out)
			t.put ("again", 1)
			show (t [1] + " " + t.count.out)
		end

	show (s: detachable STRING)
		do
			if attached s as x then
				io.put_string (x)
			end
			io.put_new_line
		end

end
