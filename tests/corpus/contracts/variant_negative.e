-- The variant decreases but becomes negative (4 - 6 = -2) while the loop goes on.
-- expect violation: variant remaining
-- at: 24

class
	VARIANT_NEGATIVE_TEST

create
	make

feature

	make
		local
			i: INTEGER
		do
			from
				i := 0
			until
				i > 7
			loop
				i := i + 2
			variant
				remaining: 4 - i
			end
			io.put_string ("not reached")
		end

end
