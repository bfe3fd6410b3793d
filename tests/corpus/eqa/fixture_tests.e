-- Test class: every exported argumentless procedure named test* runs on a fresh object
-- (on_prepare, test, on_clean); a failed assert is kind `test_assertion` with the assert's tag.
-- expect test: test_fresh_fixture_one passed
-- expect test: test_fresh_fixture_two passed
-- expect test: test_contract_violation_in_kernel failed precondition valid_cursor_index
-- expect test: test_void_call failed void_call
-- expect test: test_invariant failed invariant at_most_ten

class
	FIXTURE_TESTS

inherit
	EQA_TEST_SET
		redefine
			on_prepare, on_clean
		end

feature {NONE} -- Events

	on_prepare
		do
			create list.make (4)
			list.extend (1)
			list.extend (2)
		end

	on_clean
		do
			list.wipe_out
		end

feature -- Tests

	test_fresh_fixture_one
		do
			list.extend (3)
			assert_integers_equal ("three items", 3, list.count)
		end

	test_fresh_fixture_two
			-- Runs on a fresh object: the item added by the other test is not there.
		do
			assert_integers_equal ("two items", 2, list.count)
		end

	test_contract_violation_in_kernel
		do
			list.go_i_th (5)
			assert ("not reached", True)
		end

	test_void_call
		local
			s: detachable STRING
		do
			assert_integers_equal ("void", 0, s.count)
		end

	test_invariant
		local
			b: BOUNDED
		do
			create b
			b.set (5)
			assert_integers_equal ("five", 5, b.value)
			b.set (50)
		end

feature {NONE}

	list: ARRAYED_LIST [INTEGER]
			-- Created by on_prepare

end

class
	BOUNDED

feature

	value: INTEGER

	set (v: INTEGER)
		do
			value := v
		end

invariant
	at_most_ten: value <= 10

end
