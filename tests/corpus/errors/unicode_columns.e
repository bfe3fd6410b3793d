-- Columns in diagnostics count characters, not bytes: the unknown name after the
-- Unicode string is reported at column 32 (column 38 if the 10 bytes of its 4 characters counted).
-- expect error: 20:32: unknown

class
	UNICODE_COLUMNS

create
	make

feature

	make
		local
			s: STRING
			n: INTEGER
		do
			s := "x"
			n := 1
			s := "äö€∀" + s + "" ; n := unknown_name
		end

end
