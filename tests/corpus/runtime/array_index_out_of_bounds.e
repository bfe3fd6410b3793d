-- a [4] violates the precondition valid_index of ARRAY.item (the location is in the kernel).
-- expect violation: precondition valid_index

class
	ARRAY_INDEX_OUT_OF_BOUNDS_TEST

create
	make

feature

	make
		local
			a: ARRAY [INTEGER]
			i, sum: INTEGER
		do
			a := <<1, 2, 3>>
			from
				i := 1
			until
				i > 4
			loop
				sum := sum + a [i]
				i := i + 1
			end
			io.put_integer (sum)
		end

end
