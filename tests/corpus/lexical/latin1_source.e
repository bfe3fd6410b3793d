-- A file saved as Latin-1 (ISO-8859-1), not UTF-8: it is read as Latin-1 with a warning at
-- its first non-UTF-8 character, and its strings hold the same characters (output in UTF-8).
-- Déjà vu: this comment line is where the warning points.
-- expect warning: 3:5: not valid UTF-8: read as Latin-1
-- expect: café
-- expect: 233

class
	LATIN1_SOURCE

create
	make

feature

	make
		do
			io.put_string ("café")
			io.put_new_line
			io.put_integer (('é').code)
			io.put_new_line
		end

end
