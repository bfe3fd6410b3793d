-- A file that starts with a UTF-8 byte-order mark (EiffelStudio writes one by default) is
-- read as if the mark were not there.
-- expect: mark ignored
-- expect: 2

class
	BYTE_ORDER_MARK

create
	make

feature

	make
		do
			io.put_string ("mark ignored")
			io.put_new_line
			io.put_integer ({BYTE_ORDER_MARK}.two)
			io.put_new_line
		end

	two: INTEGER = 2

end
