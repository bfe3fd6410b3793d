-- Test class: every exported argumentless procedure named test* runs on a fresh object
-- (on_prepare, test, on_clean); a failed assert is kind `test_assertion` with the assert's tag.
-- expect test: test_addition passed
-- expect test: test_wrong_expectation failed test_assertion off by one
-- expect test: test_division_by_zero failed precondition divisor_not_zero
-- expect test: test_strings_equal passed
-- expect test: test_equal_fails failed test_assertion numbers differ

class
	CALCULATOR_TESTS

inherit
	EQA_TEST_SET

feature -- Tests

	test_addition
		local
			c: CALCULATOR
		do
			create c
			assert ("two plus two", c.add (2, 2) = 4)
			assert_integers_equal ("negative", -1, c.add (2, -3))
		end

	test_wrong_expectation
		local
			c: CALCULATOR
		do
			create c
			assert ("first ok", c.add (1, 1) = 2)
			assert ("off by one", c.add (1, 1) = 3)
			assert ("never evaluated", False)
		end

	test_division_by_zero
		local
			c: CALCULATOR
		do
			create c
			assert ("integer division", c.divide (7, 2) = 3)
			assert ("not reached", c.divide (1, 0) = 0)
		end

	test_strings_equal
		do
			assert_equal ("same text", "abc", "ab" + "c")
			assert_strings_equal ("same again", "x", "x")
			assert_false ("different", ("a").same_string ("b"))
		end

	test_equal_fails
		do
			assert_equal ("numbers differ", 3, 4)
		end

	helper (n: INTEGER)
			-- Has an argument: not a test.
		do
			assert ("not a test", False)
		end

feature {NONE}

	test_hidden
			-- Not exported: not a test.
		do
			assert ("hidden", False)
		end

end

class
	CALCULATOR

feature

	add (a, b: INTEGER): INTEGER
		do
			Result := a + b
		end

	divide (a, b: INTEGER): INTEGER
		require
			divisor_not_zero: b /= 0
		do
			Result := a // b
		end

end
