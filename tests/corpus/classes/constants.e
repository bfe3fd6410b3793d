-- expect: 42
-- expect: -7
-- expect: hello
-- expect: 3.25
-- expect: q
-- expect: True
-- expect: 84

class
	CONSTANTS_TEST

create
	make

feature

	make
		do
			io.put_integer (Answer)
			io.put_new_line
			io.put_integer (Negative)
			io.put_new_line
			io.put_string (Greeting)
			io.put_new_line
			print (Pi)
			io.put_new_line
			print (Letter)
			io.put_new_line
			print (Flag)
			io.put_new_line
			io.put_integer (Answer * 2)
			io.put_new_line
		end

	Answer: INTEGER = 42
	Negative: INTEGER = -7
	Greeting: STRING = "hello"
	Pi: REAL_64 = 3.25
	Letter: CHARACTER = 'q'
	Flag: BOOLEAN = True

end
