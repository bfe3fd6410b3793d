-- HASH_TABLE keys are compared with ~ (strings by value); put does not replace, force does.
-- expect: 3
-- expect: 2
-- expect: False
-- expect: 2
-- expect: 22
-- expect: True
-- expect: 3
-- expect: False
-- expect: 0
-- expect: 33
-- expect: 3
-- expect: 40

class
	HASH_TABLE_TEST

create
	make

feature

	make
		local
			t: HASH_TABLE [INTEGER, STRING]
			key: STRING
			total: INTEGER
		do
			create t.make (2)
			t.put (1, "one")
			t.put (2, "two")
			t.put (3, "three")
			io.put_integer (t.count)
			io.put_new_line
			key := "tw"
			key.append_character ('o')
			io.put_integer (t [key])
			io.put_new_line
			t.put (22, "two")
			io.put_boolean (t.inserted)
			io.put_new_line
			io.put_integer (t.item ("two"))
			io.put_new_line
			t.force (22, "two")
			io.put_integer (t ["two"])
			io.put_new_line
			t.search ("three")
			io.put_boolean (t.found)
			io.put_new_line
			if attached t.found_item as v then
				io.put_integer (v)
				io.put_new_line
			end
			t.remove ("one")
			io.put_boolean (t.has ("one"))
			io.put_new_line
			io.put_integer (t ["missing"])
			io.put_new_line
			across t as c loop
				total := total + c.item + c.key.count
			end
			io.put_integer (total)
			io.put_new_line
			t.extend (4, "four")
			io.put_integer (t.count)
			io.put_new_line
			t.replace (40, "four")
			io.put_integer (t ["four"])
			io.put_new_line
		end

end
