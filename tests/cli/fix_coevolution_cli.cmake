# End-to-end test of co-evolution against fixes in `amend fix` and `amend bench` (issue 16,
# engine/repair/coevolution.h): on the number_theory example, gcd's valid fixes include some that
# violate a postcondition on other inputs: the text says how many tests ran against the fixes and
# lists each invalidated fix with its test ("Invalidated: ... on `create v1; r1 := v1.gcd (...)'
# this fix violates postcondition ..."); the JSON has them under "invalidated" with their typed
# verdict (effect "invalidated", decided by "contract", the test). `amend bench` counts them per
# fault (column co-evolved) and in its totals, text and JSON.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

execute_process(COMMAND ${AMEND} fix ${SOURCE_DIR}/resources/examples/number_theory --time 5 --threads 2 --no-learning --json fixes.json
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "amend fix exited with ${rc}\n${out}\n${err}")
endif()
string(REGEX MATCH "  co-evolution: [1-9][0-9]* tests against the fixes, ([1-9][0-9]*) fixes invalidated, [0-9]+ demoted, [0-9]+ questioned\n" line "${out}")
if(line STREQUAL "")
  message(FATAL_ERROR "no co-evolution line with an invalidated fix:\n${out}")
endif()
set(invalidated_count ${CMAKE_MATCH_1})
string(REGEX MATCHALL "\n  Invalidated: " lines "${out}")   # (the lines hold semicolons: counted by their start)
list(LENGTH lines listed)
string(REGEX MATCH "  Invalidated: [^\n]*invalidated by a co-evolved test: on `create v1; r1 := v1.gcd \\([-0-9]+, [-0-9]+\\)' this fix violates postcondition `[a-z_]+' in NUMBER_THEORY.gcd where [^\n]*\n" first "${out}")
if(first STREQUAL "")
  message(FATAL_ERROR "no invalidated fix with its test and the violated postcondition:\n${out}")
endif()
if(NOT listed EQUAL invalidated_count)
  message(FATAL_ERROR "${invalidated_count} fixes invalidated, ${listed} listed as such:\n${out}")
endif()

file(READ ${WORK_DIR}/fixes.json json)
string(JSON count LENGTH "${json}" invalidated)
if(NOT count EQUAL invalidated_count)
  message(FATAL_ERROR "${count} invalidated fixes in the JSON, ${invalidated_count} in the text:\n${json}")
endif()
string(JSON effect GET "${json}" invalidated 0 coevolution effect)
string(JSON oracle GET "${json}" invalidated 0 coevolution decided_by)
string(JSON shown GET "${json}" invalidated 0 coevolution test)
string(REGEX MATCH "^create v1. r1 := v1.gcd [(]" gcd_call "${shown}")
if(NOT effect STREQUAL "invalidated" OR NOT oracle STREQUAL "contract" OR gcd_call STREQUAL "")
  message(FATAL_ERROR "unexpected verdict ${effect} / ${oracle} / ${shown}:\n${json}")
endif()
# No fix the ranking kept was invalidated.
string(JSON kept LENGTH "${json}" fixes)
math(EXPR last "${kept} - 1")
foreach(i RANGE ${last})
  string(JSON verdict ERROR_VARIABLE none GET "${json}" fixes ${i} coevolution effect)
  if(verdict STREQUAL "invalidated")
    message(FATAL_ERROR "ranked fix ${i} is invalidated:\n${json}")
  endif()
endforeach()

execute_process(COMMAND ${AMEND} bench ${SOURCE_DIR}/resources/bench/examples --time 5 --no-learning --json bench.json
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX MATCH "number_theory +NUMBER_THEORY.gcd postcondition `divides_u' +yes +[0-9]+ +[0-9a-z]+ +[a-z(). ]+ +[0-9.]+ +([1-9][0-9]*) invalidated" row "${out}")
if(row STREQUAL "")
  message(FATAL_ERROR "no co-evolved count in gcd's row:\n${out}")
endif()
string(REGEX MATCH "fixes co-evolved tests invalidated: ([0-9]+), demoted: ([0-9]+), questioned: ([0-9]+)\n" totals "${out}")
if(totals STREQUAL "" OR CMAKE_MATCH_1 EQUAL 0)
  message(FATAL_ERROR "no co-evolution totals:\n${out}")
endif()
set(total_invalidated ${CMAKE_MATCH_1})
file(READ ${WORK_DIR}/bench.json report)
string(JSON json_invalidated GET "${report}" totals coevolved_invalidated)
if(NOT json_invalidated EQUAL total_invalidated)
  message(FATAL_ERROR "totals: ${total_invalidated} in the text, ${json_invalidated} in the JSON")
endif()
