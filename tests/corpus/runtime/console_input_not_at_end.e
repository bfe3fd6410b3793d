-- Standard input before a read is not at its end (as C's feof): FreeELKS's `io.read_*' require
-- it readable, and the read itself is an external a program under test is not given, reported
-- apart as a gap of the run time. A class of this program declares the built-in the way
-- FreeELKS's CONSOLE does.
-- expect: False

class
	CONSOLE_INPUT_NOT_AT_END

create
	make

feature

	make
		do
			io.put_string ((create {CONSOLE}).at_end.out)
			io.put_new_line
		end

end

class
	CONSOLE

feature

	at_end: BOOLEAN
		do
			Result := console_eof (0)
		end

	console_eof (file: INTEGER): BOOLEAN
		external
			"built_in"
		end

end
