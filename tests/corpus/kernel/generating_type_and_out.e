-- expect: ARRAYED_LIST [STRING_8]
-- expect: HASH_TABLE [INTEGER_32, STRING_8]
-- expect: GENERATING_TYPE_AND_OUT_TEST
-- expect: INTEGER_32
-- expect: STRING_8
-- expect: True
-- expect: False

class
	GENERATING_TYPE_AND_OUT_TEST

create
	make

feature

	make
		local
			l: ARRAYED_LIST [STRING]
			t: HASH_TABLE [INTEGER, STRING]
		do
			create l.make (0)
			create t.make (0)
			io.put_string (l.generating_type)
			io.put_new_line
			io.put_string (t.generating_type)
			io.put_new_line
			io.put_string (generating_type)
			io.put_new_line
			io.put_string ((5).generating_type)
			io.put_new_line
			io.put_string ("s".generating_type)
			io.put_new_line
			io.put_boolean (l.same_type (create {ARRAYED_LIST [STRING]}.make (1)))
			io.put_new_line
			io.put_boolean (l.same_type (create {ARRAYED_LIST [INTEGER]}.make (1)))
			io.put_new_line
		end

end
