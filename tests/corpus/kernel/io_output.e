-- STD_FILES output routines and print. The last line has no line break; the runner compares
-- the output split into lines, so a missing final line break is not significant.
-- expect: ab-5False0.52.0
-- expect: 9-9000000000
-- expect: print3 4.75
-- expect: no newline at end

class
	IO_OUTPUT_TEST

create
	make

feature

	make
		local
			n: NATURAL_32
		do
			io.put_string ("a")
			io.put_character ('b')
			io.put_integer (-5)
			io.put_boolean (False)
			io.put_real (0.5)
			io.put_double (2.0)
			io.new_line
			n := 9
			io.put_natural_32 (n)
			io.put_integer_64 (-9000000000)
			io.put_new_line
			print ("print")
			print (3)
			print (' ')
			print (4.75)
			print ("%N")
			io.put_string ("no newline at end")
		end

end
