-- The invariant of the target is checked on entry to a qualified call too: here it was broken
-- through an alias before project.spend (1) starts.
-- expect: 70
-- expect: cell changed behind the project's back
-- expect violation: invariant solvent
-- at: 71

class
	INVARIANT_ON_ENTRY_TEST

create
	make

feature

	make
		local
			budget: CELL
			project: PROJECT
		do
			create budget
			budget.set (100)
			create project.make (budget)
			project.spend (30)
			io.put_integer (budget.value)
			io.put_new_line
			budget.set (-5)
			io.put_string ("cell changed behind the project's back")
			io.put_new_line
			project.spend (1)
			io.put_string ("not reached")
		end

end

class
	CELL

feature

	value: INTEGER

	set (v: INTEGER)
		do
			value := v
		end

end

class
	PROJECT

create
	make

feature

	make (c: CELL)
		do
			money := c
		end

	money: CELL

	spend (n: INTEGER)
		do
			money.set (money.value - n)
		end

invariant
	solvent: money.value >= 0

end
