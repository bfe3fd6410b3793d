-- require else weakens (the redefinition accepts -3), ensure then strengthens; through
-- the BASE_PROCESSOR object the original precondition applies. When every alternative fails,
-- the violation names the first (original) clause.
-- expect: 6
-- expect: 8
-- expect violation: precondition positive
-- at: 42

class
	REQUIRE_ELSE_ENSURE_THEN_TEST

create
	make

feature

	make
		local
			b: BASE_PROCESSOR
			t: TOLERANT_PROCESSOR
		do
			create t
			b := t
			io.put_integer (b.process (-3))
			io.put_new_line
			io.put_integer (b.process (4))
			io.put_new_line
			create b
			io.put_integer (b.process (-3))
			io.put_string ("not reached")
		end

end

class
	BASE_PROCESSOR

feature

	process (n: INTEGER): INTEGER
		require
			positive: n > 0
		do
			Result := n * 2
		ensure
			positive_result: Result > 0
		end

end

class
	TOLERANT_PROCESSOR

inherit
	BASE_PROCESSOR
		redefine
			process
		end

feature

	process (n: INTEGER): INTEGER
		require else
			negative_too: n < 0
		do
			Result := n.abs * 2
		ensure then
			even: Result \\ 2 = 0
		end

end
