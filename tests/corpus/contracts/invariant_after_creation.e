-- expect: 20
-- expect violation: invariant above_absolute_zero
-- at: 42

class
	INVARIANT_AFTER_CREATION_TEST

create
	make

feature

	make
		local
			t: TEMPERATURE
		do
			create t.make (20)
			io.put_integer (t.celsius)
			io.put_new_line
			create t.make (-300)
			io.put_string ("not reached")
		end

end

class
	TEMPERATURE

create
	make

feature

	make (c: INTEGER)
		do
			celsius := c
		end

	celsius: INTEGER

invariant
	above_absolute_zero: celsius >= -273

end
