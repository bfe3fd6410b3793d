-- expect: 1
-- expect violation: precondition not_present

class
	HASH_TABLE_EXTEND_PRESENT_TEST

create
	make

feature

	make
		local
			t: HASH_TABLE [INTEGER, STRING]
		do
			create t.make (4)
			t.extend (1, "a")
			io.put_integer (t ["a"])
			io.put_new_line
			t.extend (2, "a")
		end

end
