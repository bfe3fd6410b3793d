-- Heirs of classes whose objects carry a native payload (STRING_8's text, SPECIAL's items, indexed from 0):
-- created with the parent's creation procedures, they run the parent's built-ins (append,
-- count, item, put, twin, is_equal, ~, printing) on their own payload, next to their own
-- attributes. An heir of ARRAY (Eiffel over a SPECIAL) as well.
-- expect: 2 ab
-- expect: ab 5 ab
-- expect: True True
-- expect: False True
-- expect: abc 3 2
-- expect: AB!
-- expect: a True False
-- expect: 10 3
-- expect: 9 2

class
	NATIVE_PAYLOAD_HEIRS

create
	make

feature

	make
		local
			s, t: MY_STRING
			plain: STRING_8
			sp: MY_SPECIAL
			a: MY_ARRAY
		do
			create s.make (10)
			s.append ("ab")
			print (s.count.out + " " + s + "%N")
			s.set_tag (5)
			t := s.twin
			print (t + " " + t.tag.out + " ")
			print (t)
			print ("%N")
			print ((s ~ t).out + " " + s.is_equal (t).out + "%N")
			t.append_character ('c')
			print ((s ~ t).out + " " + s.same_string ("ab").out + "%N")
			plain := t
			print (plain + " " + plain.count.out + " " + s.count.out + "%N")
			print (s.shouted + "%N")
			print (s.substring (1, 1) + " " + (s.item (2) = 'b').out + " " + (s ~ "ab").out + "%N")
			create sp.make_filled (3, 3)
			sp.put (7, 0)
			print ((sp.item (0) + sp.count).out + " " + sp.item (2).out + "%N")
			create a.make (1, 2)
			a.put (9, 1)
			print (a.item (1).out + " " + a.count.out + "%N")
		end

end

class
	MY_STRING

inherit
	STRING_8

create
	make

feature

	tag: INTEGER

	set_tag (n: INTEGER)
		do
			tag := n
		end

	shouted: STRING_8
		do
			Result := as_upper + "!"
		end

end

class
	MY_SPECIAL

inherit {NONE}
	SPECIAL [INTEGER]

create
	make_filled

end

class
	MY_ARRAY

inherit
	ARRAY [INTEGER]

create
	make

end
