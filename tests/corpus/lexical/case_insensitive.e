-- Keywords, class names and identifiers are case-insensitive.
-- expect: 42
-- expect: True
-- expect: same variable

CLASS
	Case_Test

Create
	MAKE

FEATURE

	make
		LOCAL
			Counter: INTEGER
		DO
			COUNTER := 41
			counter := Counter + 1
			IO.Put_Integer (cOuNtEr)
			Io.new_LINE
			Show (True)
			if COUNTER = 42 Then
				IO.PUT_STRING ("same variable")
				IO.PUT_NEW_LINE
			END
		end

	show (B: boolean)
		do
			print (b)
			io.put_new_line
		end

end
