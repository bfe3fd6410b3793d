-- ARRAY: make (items start at the default value), put, bracket, has, force extending both ends.
-- expect: 5
-- expect: 0
-- expect: 16
-- expect: True
-- expect: False
-- expect: 3
-- expect: 5
-- expect: 0
-- expect: 0
-- expect: 6
-- expect: 3

class
	ARRAY_BASICS_TEST

create
	make

feature

	make
		local
			a, b: ARRAY [INTEGER]
		do
			create a.make (0, 4)
			io.put_integer (a.count)
			io.put_new_line
			io.put_integer (a [3])
			io.put_new_line
			a.put (7, 3)
			a.put (9, 4)
			io.put_integer (a.item (3) + a [4])
			io.put_new_line
			io.put_boolean (a.has (7))
			io.put_new_line
			io.put_boolean (a.valid_index (5))
			io.put_new_line
			create b.make_filled (1, 1, 3)
			io.put_integer (b [1] + b [2] + b [3])
			io.put_new_line
			b.force (5, 5)
			io.put_integer (b.upper)
			io.put_new_line
			io.put_integer (b [4])
			io.put_new_line
			b.force (-1, 0)
			io.put_integer (b.lower)
			io.put_new_line
			io.put_integer (b.count)
			io.put_new_line
			io.put_integer (b.occurrences (1))
			io.put_new_line
		end

end
