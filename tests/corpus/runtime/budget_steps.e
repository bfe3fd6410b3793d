-- An infinite loop ends by exhausting the step budget.
-- expect: start
-- expect budget: steps

class
	BUDGET_STEPS_TEST

create
	make

feature

	make
		local
			i: INTEGER
		do
			io.put_string ("start")
			io.put_new_line
			from
				i := 0
			until
				i < 0
			loop
				i := (i + 1) \\ 1000
			end
		end

end
