# End-to-end test of `amend bench` on resources/bench/hunting (issue 16): programs whose faults
# random testing at the default budget misses (a `(' or `%' at the end of a string, an unmatched
# `]', two commas in a row, a month one past the constant 12, a seventh `put', a lock's code in
# order, the exact price, a cause in an earlier call). Asserts the totals measured when the
# search phase was improved (bench/history/2026-11-reports.md, "Tests that hunt"), seed 1: all nine listed faults
# found, eight of them only by AutoTest's search phase (the search finds each for every seed
# 1-10: bench/run_hunting_bench.py), a valid fix for at least eight; and that without the search
# (`--no-search', random testing alone at the same budget) only the linked list's is found.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

include(${CMAKE_CURRENT_LIST_DIR}/bench_common.cmake)
run_bench(${SOURCE_DIR}/resources/bench/hunting hunting)
expect_all_found(9 9)
expect_total(found_by_search EQUAL 8)
expect_total(with_valid_fix GREATER_EQUAL 8)
expect_total(proper_top1 GREATER_EQUAL 4)
expect_rows("call_name +CALL_PARSER.name_length precondition `valid_index' +yes "
            "nesting +NESTING.max_depth loop_invariant `depth_not_negative' +yes "
            "unquote +ESCAPES.unescaped_count precondition `valid_index' +yes "
            "csv_fields +CSV_LINE.field_count postcondition `one_more_than_separators' +yes "
            "calendar +CALENDAR.days_in_month precondition `valid_index' +yes "
            "growing_buffer +INT_BUFFER.put postcondition `kept' +yes "
            "combination_lock +COMBINATION_LOCK.press postcondition `opened_once' +yes "
            "vending +VENDING_MACHINE.buy postcondition `paid_means_sold' +yes "
            "linked_list +INT_LIST.sum void_call +yes "
            "call_name: CALL_PARSER.name_length precondition `valid_index': found only by the search")

run_bench(${SOURCE_DIR}/resources/bench/hunting hunting_random --no-search)
expect_total(found EQUAL 1)
expect_total(found_by_search EQUAL 0)
expect_rows("linked_list +INT_LIST.sum void_call +yes ")
