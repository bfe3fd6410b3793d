# End-to-end test of `amend bench` on resources/bench/autoproof (issue 12): 8 programs written in
# AutoProof's style (SIMPLE_ARRAY with its MML_SEQUENCE model, `modify',
# `modify_model', `decreases' as loop and recursion variants, ghost specification features), one
# seeded fault each, with reference versions. Asserts the totals measured when the collection
# was written (bench/history/2026-11-reports.md, "AutoProof-style programs"): every listed fault found (9: the
# count_occurrences fault also breaks `i_in_bounds'), each with a valid fix, all 9 with a proper fix
# first (bounded_stack's, two statements swapped, since the first-order fix shapes of issue 30).
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

include(${CMAKE_CURRENT_LIST_DIR}/bench_common.cmake)
run_bench(${SOURCE_DIR}/resources/bench/autoproof autoproof)
expect_all_found(8 9)
expect_total(with_valid_fix EQUAL 9)
expect_total(proper_top1 GREATER_EQUAL 9)
expect_rows("sum_recursive +ARRAY_SUM.gauss postcondition `definition' +yes +[0-9]+ +1 "
            "max_in_array +ARRAY_MAX.max_in_array loop_invariant `max_so_far' +yes +[0-9]+ +1 "
            "bounded_stack +MODEL_STACK.push precondition `valid_index' +yes +[0-9]+ +1 ")
