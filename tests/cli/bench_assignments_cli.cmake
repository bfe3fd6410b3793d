# End-to-end test of `amend bench` with all three techniques on resources/bench/assignments
# (issue 14): 11 small programs with one seeded assignment fault each (wrong operator, constant or
# variable, a missing addend; inside loops and branches), with reference versions. Asserts the
# totals measured when the collection was written (bench/history/2026-11-reports.md, "Assignment faults"): every
# fault found, fixed, with a proper fix (differential testing against the reference) first, and
# found by `wp' (without it AutoFix and Nopol fixed 4 of the 12 properly before the first-order
# candidates; with them all 11, measured on a loaded machine).
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

include(${CMAKE_CURRENT_LIST_DIR}/bench_common.cmake)
run_bench(${SOURCE_DIR}/resources/bench/assignments assignments --techniques autofix,nopol,wp)
# sort3's one fault shows through two postconditions, grouped into one fault (testing/fault_groups.h):
# 11 cases, 11 faults.
expect_all_found(11 11)
expect_total(with_valid_fix EQUAL 11)
expect_total(proper_top5 EQUAL 11)
expect_total(proper_top1 GREATER_EQUAL 10)
# The first proper fix is WP's for at least 9 of the 11 (AutoFix's first-order candidates,
# search/first_order.h, find two of them first).
expect_first_proper_by(wp 9)
expect_rows("rectangle +RECTANGLE.scale postcondition `height_scaled' +yes +[0-9]+ +1 +(wp|autofix) "
            "span +SPAN.length postcondition `counted' +yes +[0-9]+ +1 "
            "sort3 +SORT3.sort postcondition `[a-z_]+', `[a-z_]+' +yes +[0-9]+ +1 ")
