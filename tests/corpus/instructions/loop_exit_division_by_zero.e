-- A division by zero in a loop's exit condition is the precondition of `//' (evaluated in place
-- like any INTEGER comparison of a loop exit), after the iterations before it.
-- expect: 1
-- expect: 2
-- expect violation: precondition divisor_not_zero

class
	LOOP_EXIT_DIVISION_BY_ZERO

create
	make

feature

	make
		local
			d, n: INTEGER
		do
			from d := 2 until 10 // d > 20 loop
				n := n + 1
				print (n.out + "%N")
				d := d - 1
			end
		end

end
