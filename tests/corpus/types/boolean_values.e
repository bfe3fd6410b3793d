-- expect: False
-- expect: True
-- expect: False
-- expect: True
-- expect: True
-- expect: True
-- expect: False
-- expect: True
-- expect: True

class
	BOOLEAN_VALUES_TEST

create
	make

feature

	make
		local
			t, f: BOOLEAN
		do
			t := True
			show (t and f)
			show (t or f)
			show (t xor t)
			show (t xor f)
			show (not f)
			show (f implies t)
			show (t implies f)
			show (t = not f)
			show (t.out.same_string ("True"))
		end

	show (b: BOOLEAN)
		do
			io.put_boolean (b)
			io.put_new_line
		end

end
