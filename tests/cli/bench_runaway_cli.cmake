# End-to-end test of `amend bench --budget S' on programs with runaway loops (issue 18): variants
# whose loop never ends, whose recursion never ends and whose loop allocates without end
# (tests/cli/robust/runaway). The budget holds whatever the program does: no case takes more than
# S plus a few seconds (the parent kills a child 1.5 s past its budget), a case that does not end
# within it is reported as `timeout', none crashes or errs, and the whole run ends in time.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
include(${CMAKE_CURRENT_LIST_DIR}/bench_common.cmake)   # expect_total, expect_rows, expect_ended_within
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

set(budget 10)
string(TIMESTAMP started "%s")
execute_process(COMMAND ${AMEND} bench ${SOURCE_DIR}/tests/cli/robust/runaway --jobs 3 --threads 1 --budget ${budget}
                        --json ${WORK_DIR}/runaway.json
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
math(EXPR bound "${budget} + 15")
expect_ended_within(${started} ${bound} "three cases in parallel with a budget of ${budget} s")

file(READ ${WORK_DIR}/runaway.json json)
expect_total(cases EQUAL 3)
expect_total(crashes EQUAL 0)
expect_total(errors EQUAL 0)
math(EXPR case_bound "${budget} + 6")
foreach(index RANGE 2)
  string(JSON name GET "${json}" cases ${index} name)
  string(JSON status GET "${json}" cases ${index} status)
  string(JSON case_seconds GET "${json}" cases ${index} seconds)
  if(NOT status MATCHES "^(ok|timeout)$")
    message(FATAL_ERROR "${name} has status ${status}, expected ok or timeout\n${out}")
  endif()
  if(case_seconds GREATER ${case_bound})
    message(FATAL_ERROR "${name} took ${case_seconds} s, more than the budget of ${budget} s plus 6 s\n${out}")
  endif()
  if(status STREQUAL "timeout")
    expect_rows("${name}: timeout: exceeded the budget of ${budget} s")
  endif()
endforeach()
