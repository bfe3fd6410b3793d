# End-to-end test of a library as the program under test (issue 35), on a small library in
# Gobo's shape written here: library.ecf a <redirection>, its target `all_classes' with a
# <variable> its locations use, a recursive cluster with folders (`--cluster'), a test cluster
# whose class inherits TS_TEST_CASE (Gobo's test library, which Amend provides), and a routine
# that calls another in violation of its precondition (an internal fault) and one that raises an
# exception on purpose (reported apart). Checks `amend check',
# `amend tests' (pass/fail, the failing assertion's values), `amend test --cluster' (only that
# cluster's classes, the fault's category) and a campaign: `--each-class' in two shards,
# resumed, then `--merge'. Variables: AMEND (the executable), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})

include(${CMAKE_CURRENT_LIST_DIR}/project_common.cmake)

write(mylib/library.ecf [=[<?xml version="1.0" encoding="ISO-8859-1"?>
<redirection xmlns="http://www.eiffel.com/developers/xml/configuration-1-23-0" location="src/library.ecf"/>
]=])
write(mylib/src/library.ecf [=[<?xml version="1.0" encoding="ISO-8859-1"?>
<system xmlns="http://www.eiffel.com/developers/xml/configuration-1-23-0" name="mylib" library_target="mylib">
	<target name="mylib">
		<root all_classes="true"/>
		<variable name="MYLIB" value=".."/>
		<library name="test_skl" location="${MYLIB}/gobo/library/test/library_skl.ecf"/>
		<cluster name="mylib" location="./" recursive="true"/>
		<tests name="tests" location="${MYLIB}/tests/"/>
	</target>
</system>
]=])
write(mylib/src/stacks/bounded_stack.e [=[class BOUNDED_STACK
create make
feature
	make (n: INTEGER)
		require
			positive: n > 0
			small: n <= 100
		do
			create items.make_filled (0, 1, n)
		end
	count: INTEGER
	capacity: INTEGER
		do
			Result := items.count
		end
	is_full: BOOLEAN
		do
			Result := count = capacity
		end
	top: INTEGER
		require
			not_empty: count > 0
		do
			Result := items [count]
		end
	push (x: INTEGER)
		require
			not_full: not is_full
		do
			count := count + 1
			items.put (x, count)
		ensure
			pushed: top = x
			one_more: count = old count + 1
		end
	push_twice (x: INTEGER)
			-- Push `x' two times (checks room for one only).
		require
			not_full: not is_full
		do
			push (x)
			push (x)
		end
	abandon
			-- Gives up on purpose: not a fault of the library (reported apart in a campaign).
		do
			(create {EXCEPTIONS}).raise ("abandoned")
		end
feature {NONE}
	items: ARRAY [INTEGER]
invariant
	count_in_bounds: 0 <= count and count <= capacity
end
]=])
write(mylib/src/queues/fifo.e [=[class FIFO
feature
	count: INTEGER
	put (x: INTEGER)
		do
			count := count + 1
		ensure
			one_more: count = old count + 1
		end
end
]=])
write(mylib/tests/test_stack.e [=[class TEST_STACK
inherit
	TS_TEST_CASE
		redefine
			set_up
		end
create
	make_default
feature
	stack: BOUNDED_STACK
	set_up
		do
			create stack.make (3)
			stack.push (INTEGER_.to_integer (1))
		end
	test_push
		do
			stack.push (7)
			assert_integers_equal ("top", 7, stack.top)
			assert ("not full", not stack.is_full)
		end
	test_count_wrong
		do
			stack.push (2)
			assert_integers_equal ("count", 3, stack.count)
		end
	test_arrays
		do
			assert_iarrays_same ("same", <<1, 2>>, <<INTEGER_.to_integer (1), 2>>)
		end
end
]=])

run_amend(0 check mylib/library.ecf)
expect("ok: 3 classes checked" "${out}")

# Gobo-style tests: set_up ran (the stack holds 1 before each test), the failing assertion shows both values.
run_amend(1 tests mylib/library.ecf)
expect("PASS TEST_STACK.test_push" "${out}")
expect("PASS TEST_STACK.test_arrays" "${out}")
expect("FAIL TEST_STACK.test_count_wrong" "${out}")
expect("count (expected: 3 but got: 2)" "${out}")
expect("2 passed, 1 failed" "${out}")

# --cluster: the folder `stacks' of the recursive cluster; FIFO is not tested.
run_amend(1 test mylib/library.ecf --cluster stacks --time 5 --max-tests 200)
expect("Fault 1: BOUNDED_STACK.push_twice\n  precondition `not_full' of BOUNDED_STACK.push violated" "${out}")
string(FIND "${out}" "FIFO" fifo)
if(NOT fifo EQUAL -1)
  message(FATAL_ERROR "--cluster stacks tested FIFO:\n${out}")
endif()
run_amend(2 test mylib/library.ecf --cluster nowhere)
expect("no class in cluster `nowhere' (clusters: " "${err}")

# A campaign in two shards (classes sorted: BOUNDED_STACK, FIFO), then resumed, then merged.
run_amend(1 test mylib/library.ecf --each-class campaign --shard 1/2 --time 3 --max-tests 200)
expect("BOUNDED_STACK: " "${out}")
if(NOT EXISTS ${WORK_DIR}/campaign/BOUNDED_STACK.json OR EXISTS ${WORK_DIR}/campaign/FIFO.json)
  message(FATAL_ERROR "shard 1/2 should write BOUNDED_STACK.json only:\n${out}")
endif()
run_amend(0 test mylib/library.ecf --each-class campaign --shard 2/2 --time 3 --max-tests 200)
expect("FIFO: " "${out}")
run_amend(0 test mylib/library.ecf --each-class campaign --time 3 --max-tests 200)
expect("2 classes in shard 1/1, 2 already tested (resumed), 0 with faults" "${out}")
run_amend(1 test --merge campaign --json merged.json)
expect("Fault 1 [internal_precondition] precondition `not_full'" "${out}")
expect("in BOUNDED_STACK.push_twice (1 class" "${out}")
expect("2 classes, " "${out}")
# `make' called again on a full stack keeps `count' (a real fault of this library, found too).
expect("Fault 2 [contract_broken] invariant `count_in_bounds'" "${out}")
expect("2 faults after grouping across classes" "${out}")
expect("raised_on_purpose (apart) 1" "${out}")
file(READ ${WORK_DIR}/merged.json merged)
expect("\"format\": \"amend-campaign\"" "${merged}")
run_amend(2 test mylib/library.ecf --shard 3/2 --each-class campaign)
expect("--shard expects K/N" "${err}")
