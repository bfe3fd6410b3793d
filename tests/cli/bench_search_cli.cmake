# End-to-end test of `amend bench` with `gp' on resources/bench/search (issue 15): 13 small
# programs whose proper fixes need a missing statement (two inside loops), a wrong variable, a
# wrong query, a wrong operator, a wrong quantifier, a negation or two coordinated edits, with
# reference versions. Asserts the totals measured when the collection was written
# (bench/history/2026-11-reports.md, "Search-based repair"): every fault found and fixed, a proper fix (differential
# testing against the reference) in the top 5 for 12 of the 13 and first for at least 11, GenProg's
# for at least 9. Without `gp' AutoFix and Nopol fix 4 of the 15 (then ungrouped) properly.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

include(${CMAKE_CURRENT_LIST_DIR}/bench_common.cmake)
run_bench(${SOURCE_DIR}/resources/bench/search search --techniques autofix,nopol,gp)
# lowest's and door's faults show through two postconditions each, each grouped into one fault
# (testing/fault_groups.h): 13 cases, 13 faults; each group gets a proper fix first.
expect_all_found(13 13)
expect_total(with_valid_fix EQUAL 13)
expect_total(proper_top5 GREATER_EQUAL 12)
expect_total(proper_top1 GREATER_EQUAL 11)
# The first proper fix is GenProg's, ranked first, for at least 9.
expect_first_proper_by(gp 9)
expect_rows("point +POINT.move postcondition `moved_x' +yes +[0-9]+ +1 +gp "
            "has_negative +READINGS.has_negative postcondition `definition' +yes +[0-9]+ +1 +gp "
            "triangle +TRIANGLE_NUMBERS.triangle postcondition `closed_form' +yes +[0-9]+ +1 +gp "
            "lowest +PRICES.lowest postcondition `[a-z_]+', `[a-z_]+' +yes +[0-9]+ +1 "
            "door +DOOR.close postcondition `[a-z_]+', `[a-z_]+' +yes +[0-9]+ +1 ")
