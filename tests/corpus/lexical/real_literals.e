-- Real constants; REAL_64.out gives the shortest round-trip text with ".0" for integral values.
-- expect: 3.5
-- expect: 0.25
-- expect: 1.0
-- expect: 100.0
-- expect: 1500.0
-- expect: 0.25
-- expect: 1000.5
-- expect: -0.5
-- expect: 0.1

class
	REAL_LITERALS

create
	make

feature

	make
		do
			show (3.5)
			show (0.25)
			show (1.0)
			show (100.0)
			show (1.5e3)
			show (2.5E-1)
			show (1_000.5)
			show (-0.5)
			show (0.1)
		end

	show (r: REAL_64)
		do
			print (r)
			io.put_new_line
		end

end
