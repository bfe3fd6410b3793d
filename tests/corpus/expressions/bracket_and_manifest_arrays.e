-- expect: 1
-- expect: 3
-- expect: 50
-- expect: 2
-- expect: h
-- expect: 0

class
	BRACKET_AND_MANIFEST_ARRAYS_TEST

create
	make

feature

	make
		local
			a: ARRAY [INTEGER]
			words: ARRAY [STRING]
			s: STRING
		do
			a := <<10, 20, 30>>
			io.put_integer (a.lower)
			io.put_new_line
			io.put_integer (a.upper)
			io.put_new_line
			io.put_integer (a [2] + a [3])
			io.put_new_line
			words := <<"x", "yy">>
			io.put_integer (words [2].count)
			io.put_new_line
			s := "hello"
			print (s [1])
			io.put_new_line
			a := <<>>
			io.put_integer (a.count)
			io.put_new_line
		end

end
