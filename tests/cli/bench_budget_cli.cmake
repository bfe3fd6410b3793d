# End-to-end test of budgets that hold to the second (issue 33, issue 30 point 7): `amend bench
# --budget 10 --fault-budget 4` on programs that run away on generated inputs
# (tests/cli/robust/runaway_public: a loop to {INTEGER}.max_value, a postcondition quantified over
# the whole integer range, a recursion without end on odd arguments, a string doubled in a loop, a
# count down whose every comparison with the reference runs for long).
# No case takes more than its budget plus 2 s, no fault's fixing more than its budget plus 1 s,
# none crashes, errs or times out (classifying the fixes stops within the fault's share: it used to
# run on to the case's end and make countdown a timeout), and a case whose phases were cut says so.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
include(${CMAKE_CURRENT_LIST_DIR}/bench_common.cmake)   # expect_total, expect_ended_within
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

# Milliseconds of a JSON number of seconds (CMake's math has no fractions): "2.5" → 2500, "3e-05" → 0.
function(milliseconds value out)
  if(value MATCHES "e-")
    set(${out} 0 PARENT_SCOPE)
    return()
  endif()
  string(REGEX MATCH "^([0-9]+)(\\.([0-9]*))?$" whole "${value}")
  if(whole STREQUAL "")
    message(FATAL_ERROR "not a number of seconds: ${value}")
  endif()
  string(SUBSTRING "${CMAKE_MATCH_3}000" 0 3 fraction)
  math(EXPR ms "${CMAKE_MATCH_1} * 1000 + 1${fraction} - 1000")
  set(${out} ${ms} PARENT_SCOPE)
endfunction()

set(budget 10)
set(fault_budget 4)
string(TIMESTAMP started "%s")
execute_process(COMMAND ${AMEND} bench ${SOURCE_DIR}/tests/cli/robust/runaway_public --jobs 2 --threads 1 --budget ${budget}
                        --fault-budget ${fault_budget} --json ${WORK_DIR}/budget.json
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
# Five cases, two at a time: three rounds of at most 12 s, and the start-up.
expect_ended_within(${started} 45 "five cases, two at a time, with a budget of ${budget} s")

file(READ ${WORK_DIR}/budget.json json)
expect_total(cases EQUAL 5)
expect_total(crashes EQUAL 0)
expect_total(errors EQUAL 0)
expect_total(timeouts EQUAL 0)
math(EXPR case_bound "${budget} + 2")
math(EXPR fault_bound "${fault_budget} + 1")
string(JSON cases LENGTH "${json}" cases)
math(EXPR last "${cases} - 1")
foreach(index RANGE ${last})
  string(JSON name GET "${json}" cases ${index} name)
  string(JSON case_seconds GET "${json}" cases ${index} seconds)
  if(case_seconds GREATER ${case_bound})
    message(FATAL_ERROR "${name} took ${case_seconds} s, more than its budget of ${budget} s plus 2 s\n${out}")
  endif()
  string(JSON faults LENGTH "${json}" cases ${index} faults)
  if(faults EQUAL 0)
    continue()
  endif()
  math(EXPR last_fault "${faults} - 1")
  foreach(f RANGE ${last_fault})
    string(JSON total GET "${json}" cases ${index} faults ${f} phases total_seconds)
    string(JSON testing GET "${json}" cases ${index} faults ${f} phases testing_seconds)
    milliseconds(${total} total_ms)
    milliseconds(${testing} testing_ms)
    math(EXPR fixing_ms "${total_ms} - ${testing_ms}")
    math(EXPR bound_ms "${fault_bound} * 1000")
    if(fixing_ms GREATER bound_ms)
      message(FATAL_ERROR "${name}: fault ${f} took ${total} - ${testing} s to fix, more than its budget of ${fault_budget} s plus 1 s\n${out}")
    endif()
  endforeach()
endforeach()
