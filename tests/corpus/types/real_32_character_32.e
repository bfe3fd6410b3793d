-- REAL_32 arithmetic is rounded to single precision and printed as the shortest text that
-- reads back as the same REAL_32; CHARACTER_32 holds any code point and prints as UTF-8.
-- expect: 0.1 0.1 0.3 0.30000000000000004
-- expect: 1.5 3.0 1 16777216.0
-- expect: 0.10000000149011612 0.1
-- expect: é 233 True True
-- expect: € 8364 B z
-- expect: True False

class
	REAL_32_CHARACTER_32

create
	make

feature

	make
		local
			r, s: REAL_32
			d: REAL_64
			c: CHARACTER_32
			c8: CHARACTER_8
		do
			r := 0.1
			s := {REAL_32} 0.2
			d := 0.1
			print (r.out + " " + r.out + " " + (r + s).out + " " + (d + 0.2).out + "%N")
			r := 1.5
			s := r * 2
			print (r.out + " " + s.out + " " + r.truncated_to_integer.out + " " + ({REAL_32} 16777216.0 + 1).out + "%N")
			d := {REAL_32} 0.1
			print (d.out + " " + d.truncated_to_real.out + "%N")
			c := 'é'
			c8 := 'A'
			print (c.out + " " + c.code.out + " " + (c > c8).out + " " + c.is_character_8.out + "%N")
			c := '€'
			print (c.out + " " + c.natural_32_code.out + " " + (c8 + 1).out + " " + ({CHARACTER_32} 'z').out + "%N")
			print ((c8.to_character_32 = 'A').out + " " + (r < d).out + "%N")
		end

end
