-- An untagged assertion clause: the violation has no tag.
-- expect: 5
-- expect violation: precondition
-- at: 25

class
	CONTRACT_TAGS_UNTAGGED_TEST

create
	make

feature

	make
		do
			io.put_integer (half (10))
			io.put_new_line
			io.put_integer (half (7))
			io.put_string ("not reached")
		end

	half (n: INTEGER): INTEGER
		require
			n >= 0
			n \\ 2 = 0
		do
			Result := n // 2
		end

end
