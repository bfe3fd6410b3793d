-- Every line of this file ends with CR LF (as saved on Windows): comments, a verbatim
-- string, a string continued over two lines and a character literal still read normally.
-- expect: first
-- expect:   second
-- expect: continued string
-- expect: 39
-- expect: 3

class
	CRLF_LINE_ENDS

create
	make

feature

	make
		local
			s: STRING
		do
			s := "[
				first
				  second
				]"
			io.put_string (s)
			io.put_new_line
			io.put_string ("continued %
				%string")
			io.put_new_line
			io.put_integer (('%'').code)
			io.put_new_line
			io.put_integer (s.occurrences ('%N') + 2)
			io.put_new_line
		end

end
