-- expect: 100% sure
-- expect: say "hi"
-- expect: ABC
-- expect: 3
-- expect: 9
-- expect: two
-- expect: lines
-- expect: 0
-- expect: 3 239 3
-- expect: 3 239

class
	STRING_ESCAPES

create
	make

feature

	make
		local
			s: STRING
			s32: STRING_32
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
				-- In a STRING_8 an escape of a code up to 255 is one character; typed text keeps its UTF-8 bytes.
			s := "a%/239/b"
			io.put_string (s.count.out + " " + s.item (2).code.out + " " + ("é%/233/").count.out)
			io.put_new_line
			s32 := "a%/239/b"
			io.put_string (s32.count.out + " " + s32.item (2).code.out)
			io.put_new_line
		end

end
