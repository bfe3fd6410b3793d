-- SIMPLE_ARRAY as AutoProof declares it: `make_from_array' from another SIMPLE_ARRAY (the new
-- array has its own items) or from an ARRAY, `force' (replace, or add at `count' + 1),
-- `remove_at', `valid_index'; SIMPLE_LIST's `remove_at'.
-- expect: 1 9 | 1 2 3 | 4 5
-- expect: 8 3 4 | False True False
-- expect: 1 3

class
	SIMPLE_ARRAY_FROM_TEST

create
	make

feature

	make
		local
			a, b, c: SIMPLE_ARRAY [INTEGER]
			l: SIMPLE_LIST [INTEGER]
		do
			create a.make_from_array (<<1, 2, 3>>)
			create b.make_from_array (a)
			b [1] := 9
			create c.make_from_array (create {ARRAY [INTEGER]}.make_filled (4, 1, 2))
			c [2] := 5
			io.put_string (a [1].out + " " + b [1].out + " | " + joined (a) + " | " + joined (c))
			io.put_new_line
			b.force (4, 4)
			b.force (8, 1)
			b.remove_at (2)
			io.put_string (joined (b) + " | " + b.valid_index (0).out + " " + b.valid_index (3).out + " " + b.valid_index (4).out)
			io.put_new_line
			create l.make
			l.extend_back (1)
			l.extend_back (2)
			l.extend_back (3)
			l.remove_at (2)
			io.put_string (l [1].out + " " + l [2].out)
			io.put_new_line
		end

	joined (x: SIMPLE_ARRAY [INTEGER]): STRING
			-- The items of `x', separated by spaces.
		do
			Result := ""
			across x as i loop
				if not Result.is_empty then
					Result := Result + " "
				end
				Result := Result + i.item.out
			end
		end

end
