# End-to-end test of `amend bench` (run by ctest as `cmake -P`): on the collection made from the
# examples (resources/bench/examples: 5 cases, 7 faults, reference versions), every fault is
# found and gets a valid fix, and the first proper fix (differential testing against the
# reference) ranks in the top 5 for the number of faults asserted below; the JSON totals agree
# with the table. On the flat collection (NAME_N.e variants), `--baseline` reports what changed
# against an edited earlier report, and a budget too small for any case reports timeouts for
# every case without stopping the run (exit status 1).
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

include(${CMAKE_CURRENT_LIST_DIR}/bench_common.cmake)
run_bench(${SOURCE_DIR}/resources/bench/examples examples)
expect_total(cases EQUAL 5)
expect_total(faults EQUAL 7)
expect_total(found EQUAL 7)
expect_total(with_valid_fix EQUAL 7)
expect_total(classified EQUAL 7)
expect_total(crashes EQUAL 0)
expect_total(timeouts EQUAL 0)
expect_total(errors EQUAL 0)
# A proper fix in the top 5 for every fault (issue 5's acceptance).
expect_total(proper_top5 EQUAL 7)
string(FIND "${out}" "faults found: 7 of 7" at)
if(at EQUAL -1)
  message(FATAL_ERROR "the table does not say 7 of 7 faults found:\n${out}")
endif()
# The account fault's proper fix is the contract fix, first.
string(REGEX MATCH "account +ACCOUNT.withdraw invariant `balance_not_negative' +yes +[0-9]+ +1 +autofix \\(contract\\)" row "${out}")
if(row STREQUAL "")
  message(FATAL_ERROR "account row: no proper contract fix at rank 1:\n${out}")
endif()

# Flat layout, then the same against an edited baseline (AutoFix only, to keep the test short).
execute_process(COMMAND ${AMEND} bench ${SOURCE_DIR}/resources/bench/flat --time 2 --techniques autofix --json ${WORK_DIR}/flat.json
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "amend bench (flat) exited with ${rc}\n${out}\n${err}")
endif()
file(READ ${WORK_DIR}/flat.json json)
expect_total(cases EQUAL 2)
expect_total(found EQUAL 2)
expect_total(proper_top1 EQUAL 2)
# The baseline: clamp_1's fault found no proper fix, clamp_2's fault was not found at all.
string(JSON json SET "${json}" cases 0 faults 0 first_proper_rank 0)
string(JSON json SET "${json}" cases 1 faults 0 found false)
file(WRITE ${WORK_DIR}/baseline.json "${json}")
execute_process(COMMAND ${AMEND} bench ${SOURCE_DIR}/resources/bench/flat --time 2 --techniques autofix --baseline ${WORK_DIR}/baseline.json
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
foreach(line "better: clamp_1: CLAMP_1.clamped postcondition `in_interval' first proper fix rank none -> 1"
             "better: clamp_2: CLAMP_2.clamped postcondition `in_interval' found no -> yes"
             "better: faults found 1 -> 2")
  string(FIND "${out}" "${line}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "no `${line}' in the comparison:\n${out}\n${err}")
  endif()
endforeach()

# A budget no case can meet: every case is reported as a timeout, the run goes on, exit 1.
execute_process(COMMAND ${AMEND} bench ${SOURCE_DIR}/resources/bench/flat --budget 0.001 --json ${WORK_DIR}/timeouts.json
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "a run with timeouts exited with ${rc}\n${out}\n${err}")
endif()
file(READ ${WORK_DIR}/timeouts.json json)
expect_total(timeouts EQUAL 2)
string(FIND "${out}" "clamp_2: timeout: exceeded the budget" at)
if(at EQUAL -1)
  message(FATAL_ERROR "the second case's timeout is not reported:\n${out}")
endif()

# Usage errors.
execute_process(COMMAND ${AMEND} bench --jobs 0 ${SOURCE_DIR}/resources/bench/flat RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
if(NOT rc EQUAL 2)
  message(FATAL_ERROR "--jobs 0 exited with ${rc}")
endif()
