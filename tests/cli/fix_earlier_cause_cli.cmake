# End-to-end test of a fault caused earlier in the call sequence (analysis/earlier_cause.h): on the
# linked stack whose `pop' drops the last cell when two items remain, `amend fix' reports the call
# on Void in `top' as caused by `pop' (text and --json: caused_by, cause_field, fixed_routine), and
# every fix it proposes changes `pop'; the first one, applied with --apply 1, leaves a program in
# which `amend test' finds no fault.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
file(COPY ${SOURCE_DIR}/tests/cli/earlier_cause/linked_stack DESTINATION ${WORK_DIR})

execute_process(COMMAND ${AMEND} fix linked_stack --time 5 --threads 2 --json fixes.json
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "amend fix exited with ${rc}\n${out}\n${err}")
endif()
string(FIND "${out}" "Fault 1: INT_STACK.top: void_call" at)
if(at EQUAL -1)
  message(FATAL_ERROR "the call on Void in top is not reported:\n${out}")
endif()
string(FIND "${out}" "caused by INT_STACK.pop, called earlier in the failing test: it set `INT_STACK.top_cell' to Void, where INT_STACK.top later finds it; fixing INT_STACK.pop" at)
if(at EQUAL -1)
  message(FATAL_ERROR "the fault is not said to be caused by pop:\n${out}")
endif()
string(FIND "${out}" "1 of 1 fault fixed." at)
if(at EQUAL -1)
  message(FATAL_ERROR "the fault is not fixed:\n${out}")
endif()

file(READ ${WORK_DIR}/fixes.json json)
string(JSON caused_by GET "${json}" fault_list 0 caused_by)
string(JSON field GET "${json}" fault_list 0 cause_field)
string(JSON fixed GET "${json}" fault_list 0 fixed_routine)
if(NOT caused_by STREQUAL "INT_STACK.pop" OR NOT field STREQUAL "INT_STACK.top_cell" OR NOT fixed STREQUAL "INT_STACK.pop")
  message(FATAL_ERROR "the JSON does not name pop as the cause (${caused_by}, ${field}, ${fixed}):\n${json}")
endif()
string(JSON fixes LENGTH "${json}" fixes)
math(EXPR last "${fixes} - 1")
foreach(i RANGE ${last})
  string(JSON routine GET "${json}" fixes ${i} routine)
  if(NOT routine STREQUAL "INT_STACK.pop")
    message(FATAL_ERROR "fix ${i} changes ${routine}, not pop:\n${json}")
  endif()
endforeach()

execute_process(COMMAND ${AMEND} fix linked_stack --time 5 --threads 2 --apply 1
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "amend fix --apply 1 exited with ${rc}\n${out}\n${err}")
endif()
execute_process(COMMAND ${AMEND} test linked_stack --time 5 --threads 2 --seed 7
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(FIND "${out}" "Fault " at)
if(NOT rc EQUAL 0 OR NOT at EQUAL -1)
  message(FATAL_ERROR "the fixed program still fails (${rc}):\n${out}\n${err}")
endif()
