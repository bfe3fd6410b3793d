# End-to-end test of `amend bench` running every case in its own process (issue 18): on a
# collection of three variants (tests/cli/robust/bench), the child of larger_2 hangs (it sleeps,
# ignoring its budget) and the child of larger_3 aborts, both by the library HOOKS preloaded into
# every process of the run (bench_child_hooks.cpp; amend has no test hook of its own). The run still ends within
# the budget plus a few seconds, reports larger_2 as `timeout' and larger_3 as `crash' (table,
# totals, JSON), and larger_1 is found and fixed as usual; exit status 1.
# Variables: AMEND (the executable), HOOKS (the library), SOURCE_DIR (the repository), WORK_DIR (scratch).
include(${CMAKE_CURRENT_LIST_DIR}/bench_common.cmake)   # expect_ended_within
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

set(budget 15)
string(TIMESTAMP started "%s")
# Under AddressSanitizer the preloaded library comes before ASan's runtime, which ASan accepts when told.
set(asan_options "$ENV{ASAN_OPTIONS}:verify_asan_link_order=0")
execute_process(COMMAND ${CMAKE_COMMAND} -E env LD_PRELOAD=${HOOKS} ASAN_OPTIONS=${asan_options}
                        AMEND_TEST_BENCH_HANG=larger_2 AMEND_TEST_BENCH_ABORT=larger_3
                        ${AMEND} bench ${SOURCE_DIR}/tests/cli/robust/bench --jobs 3 --threads 1 --time 1 --techniques autofix
                        --budget ${budget} --json ${WORK_DIR}/isolation.json
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
# The parent kills a child 1.5 s after its budget; a few seconds more for starting and reporting.
math(EXPR bound "${budget} + 10")
expect_ended_within(${started} ${bound} "the run with a budget of ${budget} s")
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "a run with a timeout and a crash exited with ${rc}\n${out}\n${err}")
endif()

file(READ ${WORK_DIR}/isolation.json json)
foreach(check "cases;3" "timeouts;1" "crashes;1" "errors;0" "found;1" "with_valid_fix;1")
  list(GET check 0 name)
  list(GET check 1 expected)
  string(JSON actual GET "${json}" totals ${name})
  if(NOT actual EQUAL expected)
    message(FATAL_ERROR "totals.${name} = ${actual}, expected ${expected}\n${out}\n${err}")
  endif()
endforeach()
foreach(index_status "0;ok" "1;timeout" "2;crash")
  list(GET index_status 0 index)
  list(GET index_status 1 expected)
  string(JSON status GET "${json}" cases ${index} status)
  if(NOT status STREQUAL expected)
    message(FATAL_ERROR "case ${index} has status ${status}, expected ${expected}\n${out}")
  endif()
endforeach()
foreach(line "larger_2 +\\(timeout\\)" "larger_3 +\\(crash\\)"
             "larger_2: timeout: exceeded the budget of 15 s \\(wall clock\\)"
             "larger_3: crash: killed by signal 6"
             "larger_1 +LARGER_1.larger postcondition `at_least_b' +yes"
             "cases: 3 \\(0 errors, 1 crashes, 1 timeouts\\)")
  string(REGEX MATCH "${line}" at "${out}")
  if(at STREQUAL "")
    message(FATAL_ERROR "no line matching `${line}' in the table:\n${out}")
  endif()
endforeach()
