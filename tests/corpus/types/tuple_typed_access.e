-- TUPLE's typed accessors (`integer_item', `boolean_item', `real_64_item', `reference_item' …),
-- the item-type queries (`is_integer_item' …) and typed `put_*'; `count'.
-- expect: 7 True 2.5 x
-- expect: True False True
-- expect: 3
-- expect: 8 False
-- expect: 65 -3 200
-- expect: precondition next

class
	TUPLE_TYPED_ACCESS

create
	make

feature

	make
		local
			t: TUPLE [n: INTEGER; b: BOOLEAN; r: REAL_64; s: STRING]
			sized: TUPLE [CHARACTER, INTEGER_8, NATURAL_8]
		do
			t := [7, True, 2.5, "x"]
			print (t.integer_item (1).out + " " + t.boolean_item (2).out + " " + t.real_64_item (3).out)
			if attached {STRING} t.reference_item (4) as s then
				print (" " + s)
			end
			print ("%N")
			print (t.is_integer_item (1).out + " " + t.is_integer_item (2).out + " " + t.is_reference_item (4).out + "%N")
			print ((t.count - 1).out + "%N")
			t.put_integer (8, 1)
			t.put_boolean (False, 2)
			print (t.n.out + " " + t.b.out + "%N")
			sized := ['A', {INTEGER_8} -3, {NATURAL_8} 200]
			print (sized.character_item (1).code.out + " " + sized.integer_8_item (2).out + " " + sized.natural_8_item (3).out + "%N")
			print ("precondition next%N")
			print (t.integer_item (2))
		end

end
-- expect violation: precondition is_integer
