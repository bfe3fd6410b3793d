# End-to-end test of `amend bench` on programs Amend was not tuned on (resources/bench/unseen:
# 9 small programs with contracts, one seeded fault each, kinds from AutoFix's evaluation).
# Asserts the totals measured when the collection was written (bench/history/2026-11-reports.md, "Programs it
# has never seen"): every fault found, with a valid fix, and a proper fix (differential testing
# against the reference) in the top 5 for the number of faults asserted below.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

include(${CMAKE_CURRENT_LIST_DIR}/bench_common.cmake)
run_bench(${SOURCE_DIR}/resources/bench/unseen unseen)
expect_all_found(9 9)
expect_total(with_valid_fix EQUAL 9)
expect_total(proper_top5 GREATER_EQUAL 9)
expect_total(proper_top1 GREATER_EQUAL 8)
# The one fault of matrix shows through three postconditions, the one of turnstile through two:
# each is one grouped fault (testing/fault_groups.h), fixed together, so 9 cases, 9 faults. Fixed
# one clause at a time, turnstile's `blocked_when_locked' got no proper fix.
expect_rows("int_list +INT_LIST.has void_call +yes +[0-9]+ +1 "
            "interval +INTERVAL.count postcondition `zero_iff_empty' +yes +[0-9]+ +1 "
            "matrix +MATRIX.cell_index postcondition `[a-z_]+', `[a-z_]+', `[a-z_]+' +yes +[0-9]+ +1 "
            "turnstile +TURNSTILE.push postcondition `[a-z_]+', `[a-z_]+' +yes +[0-9]+ +1 ")
