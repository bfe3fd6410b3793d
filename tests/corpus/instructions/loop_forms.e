-- from/invariant/until/loop/variant; the exit condition is tested before each iteration.
-- expect: 55
-- expect: 321

class
	LOOP_FORMS_TEST

create
	make

feature

	make
		local
			i, sum: INTEGER
		do
			from
				i := 1
			invariant
				sum_so_far: sum = (i - 1) * i // 2
			until
				i > 10
			loop
				sum := sum + i
				i := i + 1
			variant
				11 - i
			end
			io.put_integer (sum)
			io.put_new_line
			from
			until
				True
			loop
				io.put_string ("never")
			end
			from
				i := 3
			until
				i = 0
			loop
				io.put_integer (i)
				i := i - 1
			variant
				countdown: i
			end
			io.put_new_line
		end

end
