-- Tuples: types with and without labels, manifest tuples, item/put, labelled access and
-- assignment, count, conformance of longer tuples to their prefixes, `~' (False between
-- tuples of different types, as for any objects) and printing.
-- expect: 2 1 a
-- expect: 3 4
-- expect: 7 4
-- expect: 0
-- expect: [7, 4]
-- expect: [1, a, True]
-- expect: True False
-- expect: 3
-- expect: 5
-- expect: 2.5

class
	TUPLES_TEST

create
	make

feature

	make
		local
			pair: TUPLE [INTEGER, STRING]
			point: TUPLE [x, y: INTEGER]
			empty: TUPLE
			triple: TUPLE [n: INTEGER; s: STRING; b: BOOLEAN]
			prefix: TUPLE [INTEGER, STRING]
		do
			pair := [1, "a"]
			print (pair.count.out + " ")
			if attached {INTEGER} pair.item (1) as i and attached {STRING} pair.item (2) as s then
				print (i.out + " " + s + "%N")
			end
			point := [3, 4]
			print (point.x.out + " " + point.y.out + "%N")
			point.x := 7
			print (point.item (1).out + " " + point.y.out + "%N")
			create empty
			print (empty.count.out + "%N")
			print (point.out + "%N")
			triple := [1, "a", True]
			print (triple.out + "%N")
			prefix := triple
			print ((point ~ [7, 4]).out + " " + (prefix ~ [1, "a"]).out + "%N")
			print (sum ([1, 2]).out + "%N")
			point.put (5, 2)
			print (point.y.out + "%N")
			print (mixed.r.out + "%N")
		end

	sum (t: TUPLE [a, b: INTEGER]): INTEGER
		do
			Result := t.a + t.b
		end

	mixed: TUPLE [i: INTEGER; r: REAL_64]
		do
			Result := [1, 2.5]
		end

end
