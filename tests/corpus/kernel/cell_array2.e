-- CELL holds one item (put, replace); ARRAY2: rows and columns from 1, bracket access and
-- assignment, across row by row, twin does not share the items; a column beyond the width
-- breaks item's precondition.
-- expect: 7
-- expect: 9
-- expect: 2 3 6
-- expect: 0 0 0 0 0 0
-- expect: 0 5 0 0 0 8
-- expect: 5 8
-- expect: x x x x
-- expect: x y x x
-- expect: False
-- expect violation: precondition valid_column

class
	CELL_ARRAY2_TEST

create
	make

feature

	make
		local
			c: CELL [INTEGER]
			a, b: ARRAY2 [INTEGER]
			s, t: ARRAY2 [STRING]
			x: INTEGER
		do
			create c.put (7)
			print (c.item.out + "%N")
			c.replace (9)
			print (c.item.out + "%N")
			create a.make (2, 3)
			print (a.height.out + " " + a.width.out + " " + a.count.out + "%N")
			show (a)
			a.put (5, 1, 2)
			a [2, 3] := 8
			show (a)
			print (a.item (1, 2).out + " " + a [2, 3].out + "%N")
			create s.make_filled ("x", 2, 2)
			t := s.twin
			t.put ("y", 1, 2)
			print_strings (s)
			print_strings (t)
			print (s.is_equal (t).out + "%N")
			b := a
			x := b [1, 4]
		end

	show (items: ITERABLE [INTEGER])
			-- Print the items separated by one space, then a line break.
		local
			line: STRING
		do
			line := ""
			across items as i loop
				if not line.is_empty then
					line.append (" ")
				end
				line.append (i.item.out)
			end
			print (line + "%N")
		end

	print_strings (items: ITERABLE [STRING])
			-- Print the items separated by one space, then a line break.
		local
			line: STRING
		do
			line := ""
			across items as i loop
				if not line.is_empty then
					line.append (" ")
				end
				line.append (i.item)
			end
			print (line + "%N")
		end

end
