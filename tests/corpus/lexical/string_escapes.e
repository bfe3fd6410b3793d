-- expect: 100% sure
-- expect: say "hi"
-- expect: ABC
-- expect: 3
-- expect: 9
-- expect: two
-- expect: lines
-- expect: 0

class
	STRING_ESCAPES

create
	make

feature

	make
		local
			s: STRING
		do
			io.put_string ("100%% sure")
			io.put_new_line
			io.put_string ("say %"hi%"")
			io.put_new_line
			io.put_string ("%/65/%/66/C")
			io.put_new_line
			s := "a%Tb"
			io.put_integer (s.count)
			io.put_new_line
			io.put_integer (s.item (2).code)
			io.put_new_line
			io.put_string ("two%Nlines")
			io.put_new_line
			s := ""
			io.put_integer (s.count)
			io.put_new_line
		end

end
