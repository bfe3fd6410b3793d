-- expect: c
-- expect violation: precondition valid_index

class
	STRING_INDEX_OUT_OF_BOUNDS_TEST

create
	make

feature

	make
		local
			s: STRING
		do
			s := "abc"
			print (s [3])
			io.put_new_line
			print (s [0])
		end

end
