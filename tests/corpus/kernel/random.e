-- RANDOM: the minimal standard sequence (16807 * x mod 2^31 - 1) from the default seed 1
-- and from a chosen seed, i_th, double_item; a negative seed breaks set_seed's precondition.
-- expect: 16807
-- expect: 282475249
-- expect: 1622650073
-- expect: 984943658
-- expect: 4
-- expect: 705894 1126542223 1579310009
-- expect: 1622650073
-- expect: 7.826369259425611e-06
-- expect: True
-- expect violation: precondition non_negative

class
	RANDOM_TEST

create
	make

feature

	make
		local
			r, other: RANDOM
			line: STRING
			i: INTEGER
		do
			create r.make
			from
			until
				r.index > 3
			loop
				print (r.item.out + "%N")
				r.forth
			end
			print (r.item.out + "%N")
			print (r.index.out + "%N")
			create other.set_seed (42)
			line := other.item.out
			other.forth
			line.append (" " + other.item.out)
			other.forth
			line.append (" " + other.item.out)
			print (line + "%N")
			print (r.i_th (3).out + "%N")
			r.start
			print (r.double_item.out + "%N")
			from
				i := 1
			until
				i > 1000 or not (r.double_item >= 0.0 and r.double_item < 1.0)
			loop
				r.forth
				i := i + 1
			end
			print ((i > 1000).out + "%N")
			r.set_seed (-1)
		end

end
