-- Generic constrained by HASHABLE used as HASH_TABLE key; item of an absent key is the default (0).
-- expect: 2
-- expect: 0
-- expect: 3

class
	GENERIC_HASHABLE_KEY_TEST

create
	make

feature

	make
		local
			c: COUNTER_TABLE [STRING]
			n: COUNTER_TABLE [INTEGER]
		do
			create c.make
			c.add ("a")
			c.add ("b")
			c.add ("a")
			io.put_integer (c.count_of ("a"))
			io.put_new_line
			io.put_integer (c.count_of ("z"))
			io.put_new_line
			create n.make
			across <<3, 1, 3, 3>> as x loop
				n.add (x.item)
			end
			io.put_integer (n.count_of (3))
			io.put_new_line
		end

end

class
	COUNTER_TABLE [K -> HASHABLE]

create
	make

feature

	make
		do
			create table.make (10)
		end

	table: HASH_TABLE [INTEGER, K]

	add (k: K)
		do
			table.force (table.item (k) + 1, k)
		end

	count_of (k: K): INTEGER
		do
			Result := table.item (k)
		end

end
