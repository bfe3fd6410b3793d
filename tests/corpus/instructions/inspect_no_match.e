-- An inspect without else whose value matches no branch raises an exception (kind inspect_no_match, no tag).
-- expect: before
-- expect violation: inspect_no_match

class
	INSPECT_NO_MATCH_TEST

create
	make

feature

	make
		do
			io.put_string ("before")
			io.put_new_line
			inspect 5
			when 1 then
				io.put_string ("one")
			when 2 then
				io.put_string ("two")
			end
			io.put_string ("not reached")
		end

end
