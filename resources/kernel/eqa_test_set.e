note
	description: "[
		Base class of test classes, as in EiffelStudio's testing library. Every
		exported argumentless procedure whose name starts with "test" is a test.
		Each test runs on a fresh instance (default_create): on_prepare, the
		test, then on_clean. A test fails at the first failed `assert' or at
		any contract violation or other exception it does not rescue.
	]"

class
	EQA_TEST_SET

feature {NONE} -- Events

	on_prepare
			-- Called before each test; redefine to set up the fixture.
		do
		end

	on_clean
			-- Called after each test (even a failed one); redefine to clean up.
		do
		end

feature -- Assertions

	assert (a_tag: STRING; a_condition: BOOLEAN)
			-- Fail the current test with `a_tag' if `a_condition' does not hold.
		external
			"built_in"
		end

	assert_true (a_tag: STRING; a_condition: BOOLEAN)
			-- Fail the current test with `a_tag' if `a_condition' does not hold.
		do
			assert (a_tag, a_condition)
		end

	assert_false (a_tag: STRING; a_condition: BOOLEAN)
			-- Fail the current test with `a_tag' if `a_condition' holds.
		do
			assert (a_tag, not a_condition)
		end

	assert_equal (a_tag: STRING; expected, actual: detachable ANY)
			-- Fail the current test with `a_tag' unless `expected' ~ `actual'.
		do
			assert (a_tag, expected ~ actual)
		end

	assert_not_equal (a_tag: STRING; expected, actual: detachable ANY)
			-- Fail the current test with `a_tag' if `expected' ~ `actual'.
		do
			assert (a_tag, not (expected ~ actual))
		end

	assert_integers_equal (a_tag: STRING; expected, actual: INTEGER)
			-- Fail the current test with `a_tag' unless `expected' = `actual'.
		do
			assert (a_tag, expected = actual)
		end

	assert_strings_equal (a_tag: STRING; expected, actual: STRING)
			-- Fail the current test with `a_tag' unless both strings have the same characters.
		require
			expected_not_void: expected /= Void
			actual_not_void: actual /= Void
		do
			assert (a_tag, expected.same_string (actual))
		end

	assert_booleans_equal (a_tag: STRING; expected, actual: BOOLEAN)
			-- Fail the current test with `a_tag' unless `expected' = `actual'.
		do
			assert (a_tag, expected = actual)
		end

end
