-- Character constants and special character codes (%N new line, %T tab, %' quote, %% percent, %/code/).
-- expect: 97
-- expect: 10
-- expect: 9
-- expect: 39
-- expect: 37
-- expect: 34
-- expect: 0
-- expect: 13
-- expect: 65
-- expect: 32
-- expect: z
-- expect: '

class
	CHARACTER_LITERALS

create
	make

feature

	make
		do
			show_code ('a')
			show_code ('%N')
			show_code ('%T')
			show_code ('%'')
			show_code ('%%')
			show_code ('%"')
			show_code ('%U')
			show_code ('%R')
			show_code ('%/65/')
			show_code (' ')
			print ('z')
			io.put_new_line
			print ('%'')
			io.put_new_line
		end

	show_code (c: CHARACTER)
		do
			io.put_integer (c.code)
			io.put_new_line
		end

end
