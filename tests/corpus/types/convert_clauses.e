-- `convert' clauses of the program's own classes: a creation procedure converting from a
-- type (`make ({REAL_64})') and a query converting to one (`to_fahrenheit: {FAHRENHEIT}'),
-- used in assignment and argument passing.
-- expect: 100.0 C
-- expect: 212.0 F
-- expect: 32.0 F
-- expect: -40.0 C

class
	CONVERT_CLAUSES

create
	make

feature

	make
		local
			c: CELSIUS
			f: FAHRENHEIT
		do
			c := 100.0
			print (c.out + "%N")
			f := c
			print (f.out + "%N")
			show (create {CELSIUS}.make (0.0))
			c := -40.0
			print (c.out + "%N")
		end

	show (f: FAHRENHEIT)
		do
			print (f.out + "%N")
		end

end

class
	CELSIUS

inherit
	ANY
		redefine
			out
		end

create
	make

convert
	make ({REAL_64}),
	to_fahrenheit: {FAHRENHEIT}

feature

	make (d: REAL_64)
		do
			degrees := d
		end

	degrees: REAL_64

	to_fahrenheit: FAHRENHEIT
		do
			create Result.make (degrees * 9 / 5 + 32)
		end

	out: STRING
		do
			Result := degrees.out + " C"
		end

end

class
	FAHRENHEIT

inherit
	ANY
		redefine
			out
		end

create
	make

feature

	make (d: REAL_64)
		do
			degrees := d
		end

	degrees: REAL_64

	out: STRING
		do
			Result := degrees.out + " F"
		end

end
