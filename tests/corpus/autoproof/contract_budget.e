-- A contract as costly as the program: the postcondition quantifies up to {INTEGER}.max_value.
-- Its evaluation runs on its own step budget (as many steps as the body's); running out of it
-- ends the run with the contract budget exhausted (a resource limit naming the clause), never
-- a violation, and the body's budget is not touched by the contracts evaluated before.
-- expect: 10
-- expect budget: contract

class
	CONTRACT_BUDGET_TEST

create
	make

feature

	make
		do
			io.put_integer (ten)
			io.put_new_line
			io.put_integer (positive_count)
		end

	ten: INTEGER
		do
			Result := 10
		ensure
			small_ones_positive: across 1 |..| 1000 as k all k.item > 0 end
		end

	positive_count: INTEGER
		do
			Result := 1
		ensure
			all_positive: across 1 |..| {INTEGER}.max_value as k all k.item > 0 end
		end

end
