-- Aligned verbatim strings: the common indentation is removed, % is not special,
-- the line breaks after "[ and before ]" are not part of the string.
-- expect: line one
-- expect:   line two with %N kept
-- expect: 1
-- expect: 6

class
	VERBATIM_STRINGS

create
	make

feature

	make
		local
			s: STRING
		do
			s := "[
				line one
				  line two with %N kept
			]"
			io.put_string (s)
			io.put_new_line
			io.put_integer (s.occurrences ('%N'))
			io.put_new_line
			s := "[
				single
			]"
			io.put_integer (s.count)
			io.put_new_line
		end

end
