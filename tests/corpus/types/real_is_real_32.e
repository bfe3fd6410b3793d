-- REAL is REAL_32 and DOUBLE is REAL_64, as EiffelStudio maps them (base.ecf); a real constant
-- where a REAL_32 is expected is a REAL_32 (rounded to single precision).
-- expect: REAL_32 REAL_64
-- expect: 1.5 2.5
-- expect: 0.1 0.1
-- expect: 0.10000000149011612
-- expect: 3.0

class
	REAL_IS_REAL_32

create
	make

feature

	make
		local
			r: REAL
			d: DOUBLE
		do
			r := 1.5
			d := 2.5
			print (r.generating_type + " " + d.generating_type + "%N")
			print (r.out + " " + d.out + "%N")
			r := 0.1
			d := 0.1
			print (r.out + " " + d.out + "%N")
			print (r.to_double.out + "%N")
			print ((r * 30).out + "%N")
		end

end
