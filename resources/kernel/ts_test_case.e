note
	description: "[
		Base class of test classes in the shape of Gobo's test library (getest):
		a descendant is created with `make_default', and each of its exported
		argumentless procedures whose name starts with "test" is a test, run on a
		fresh instance between `set_up' and `tear_down'. A test fails at the first
		failed assertion, or at any contract violation or exception it does not
		rescue. Amend's own class, written for Amend: the assertion routines
		Gobo's tests call, each failing with a tag that says what differed.
	]"

class
	TS_TEST_CASE

create
	make_default

feature {NONE} -- Initialization

	make_default
			-- Create a test case; `set_up' prepares each test.
		do
		end

feature -- Fixture

	set_up
			-- Called before each test; redefine to set up the fixture.
		do
		end

	tear_down
			-- Called after each test; redefine to clean up.
		do
		end

feature -- Access

	INTEGER_: TS_INTEGER_ROUTINES
			-- Integer helpers Gobo's tests use (`INTEGER_.to_integer (1)').
		once
			create Result
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
			-- Fail unless `expected' ~ `actual'.
		do
			assert (a_tag, expected ~ actual)
		end

	assert_not_equal (a_tag: STRING; expected, actual: detachable ANY)
			-- Fail if `expected' ~ `actual'.
		do
			assert (a_tag, not (expected ~ actual))
		end

	assert_same (a_tag: STRING; expected, actual: detachable ANY)
			-- Fail unless `expected' and `actual' are the same object (or equal basic values).
		do
			assert (a_tag, expected = actual)
		end

	assert_not_same (a_tag: STRING; expected, actual: detachable ANY)
			-- Fail if `expected' and `actual' are the same object.
		do
			assert (a_tag, expected /= actual)
		end

	assert_integers_equal (a_tag: STRING; expected, actual: INTEGER)
			-- Fail unless `expected' = `actual'; the tag then shows both.
		do
			if expected /= actual then
				assert (differing (a_tag, expected.out, actual.out), False)
			end
		end

	assert_integers_not_equal (a_tag: STRING; expected, actual: INTEGER)
			-- Fail if `expected' = `actual'.
		do
			assert (a_tag, expected /= actual)
		end

	assert_booleans_equal (a_tag: STRING; expected, actual: BOOLEAN)
			-- Fail unless `expected' = `actual'.
		do
			if expected /= actual then
				assert (differing (a_tag, expected.out, actual.out), False)
			end
		end

	assert_characters_equal (a_tag: STRING; expected, actual: CHARACTER)
			-- Fail unless `expected' = `actual'.
		do
			if expected /= actual then
				assert (differing (a_tag, expected.out, actual.out), False)
			end
		end

	assert_strings_equal (a_tag: STRING; expected, actual: detachable STRING)
			-- Fail unless both are Void or have the same characters.
		do
			if expected = Void or actual = Void then
				assert (a_tag, expected = actual)
			elseif not expected.same_string (actual) then
				assert (differing (a_tag, "%"" + expected + "%"", "%"" + actual + "%""), False)
			end
		end

	assert_iarrays_same (a_tag: STRING; expected, actual: ARRAY [INTEGER])
			-- Fail unless `expected' and `actual' have the same items in the same order
			-- (their lower bounds may differ); the tag names the first difference.
		require
			expected_not_void: expected /= Void
			actual_not_void: actual /= Void
		local
			i: INTEGER
		do
			if expected.count /= actual.count then
				assert (differing (a_tag + "-count", expected.count.out, actual.count.out), False)
			else
				from i := 0 until i >= expected.count loop
					if expected.item (expected.lower + i) /= actual.item (actual.lower + i) then
						assert (differing (a_tag + "-item #" + (i + 1).out, expected.item (expected.lower + i).out, actual.item (actual.lower + i).out), False)
						i := expected.count
					end
					i := i + 1
				end
			end
		end

	assert_barrays_same (a_tag: STRING; expected, actual: ARRAY [BOOLEAN])
			-- As `assert_iarrays_same', for BOOLEAN items.
		require
			expected_not_void: expected /= Void
			actual_not_void: actual /= Void
		local
			i: INTEGER
		do
			if expected.count /= actual.count then
				assert (differing (a_tag + "-count", expected.count.out, actual.count.out), False)
			else
				from i := 0 until i >= expected.count loop
					if expected.item (expected.lower + i) /= actual.item (actual.lower + i) then
						assert (differing (a_tag + "-item #" + (i + 1).out, expected.item (expected.lower + i).out, actual.item (actual.lower + i).out), False)
						i := expected.count
					end
					i := i + 1
				end
			end
		end

	assert_arrays_same (a_tag: STRING; expected, actual: ARRAY [detachable ANY])
			-- Fail unless the arrays hold the same objects (`=') in the same order.
		require
			expected_not_void: expected /= Void
			actual_not_void: actual /= Void
		local
			i: INTEGER
			ok: BOOLEAN
		do
			ok := expected.count = actual.count
			from i := 0 until not ok or i >= expected.count loop
				ok := expected.item (expected.lower + i) = actual.item (actual.lower + i)
				i := i + 1
			end
			assert (a_tag, ok)
		end

	assert_arrays_equal (a_tag: STRING; expected, actual: ARRAY [detachable ANY])
			-- Fail unless the arrays hold equal objects (`~') in the same order.
		require
			expected_not_void: expected /= Void
			actual_not_void: actual /= Void
		local
			i: INTEGER
			ok: BOOLEAN
		do
			ok := expected.count = actual.count
			from i := 0 until not ok or i >= expected.count loop
				ok := expected.item (expected.lower + i) ~ actual.item (actual.lower + i)
				i := i + 1
			end
			assert (a_tag, ok)
		end

feature {NONE} -- Messages

	differing (a_tag, expected, actual: STRING): STRING
			-- "tag (expected: E but got: A)".
		do
			Result := a_tag + " (expected: " + expected + " but got: " + actual + ")"
		end

end
