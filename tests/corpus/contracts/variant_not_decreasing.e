-- The variant stays 3 after the third iteration: it did not decrease.
-- expect: 0
-- expect: 1
-- expect: 2
-- expect violation: variant
-- at: 31

class
	VARIANT_NOT_DECREASING_TEST

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
				i >= 5
			loop
				io.put_integer (i)
				io.put_new_line
				if i < 2 then
					i := i + 1
				end
			variant
				5 - i
			end
		end

end
