# End-to-end test of a grouped fault in `amend fix` (testing/fault_groups.h): on a copy of the
# best_score example, whose one wrong line (`c < Result' for `c > Result') breaks three clauses of `best''s
# postcondition, the command reports one fault with its three clauses (text and --json), fixes it
# once, and the fix it ranks first, applied with --apply 1, leaves a program in which `amend test`
# finds no fault at all: every clause of the group holds.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR}/best_score)
file(COPY ${SOURCE_DIR}/resources/examples/best_score/best_score.e DESTINATION ${WORK_DIR}/best_score)

execute_process(COMMAND ${AMEND} fix best_score --time 5 --threads 2 --json fixes.json
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "amend fix exited with ${rc}\n${out}\n${err}")
endif()
string(REGEX MATCHALL "\nFault [0-9]+:" fault_lines "\n${out}")
list(LENGTH fault_lines fault_count)
if(NOT fault_count EQUAL 1)
  message(FATAL_ERROR "expected one fault, got ${fault_count}:\n${out}")
endif()
string(FIND "${out}" "Fault 1: BEST_SCORE.best: postcondition, 3 clauses with one cause, fixed together (" at)
if(at EQUAL -1)
  message(FATAL_ERROR "the fault is not shown as one group of three clauses:\n${out}")
endif()
foreach(letter a b c)
  string(REGEX MATCH "\n  `at_least_${letter}': Result >= ${letter} \\([1-9][0-9]* failing\\)\n" clause "${out}")
  if(clause STREQUAL "")
    message(FATAL_ERROR "clause at_least_${letter} is not listed with its failing tests:\n${out}")
  endif()
endforeach()
string(FIND "${out}" "1 of 1 fault fixed." at)
if(at EQUAL -1)
  message(FATAL_ERROR "the group is not fixed once:\n${out}")
endif()

file(READ ${WORK_DIR}/fixes.json json)
string(JSON listed LENGTH "${json}" fault_list)
string(JSON grouped GET "${json}" fault_list 0 grouped)
string(JSON clauses LENGTH "${json}" fault_list 0 clauses)
if(NOT listed EQUAL 1 OR NOT grouped STREQUAL "ON" OR NOT clauses EQUAL 3)
  message(FATAL_ERROR "the JSON does not show one grouped fault of 3 clauses (${listed}, ${grouped}, ${clauses}):\n${json}")
endif()
string(JSON tag GET "${json}" fault_list 0 clauses 2 tag)
string(JSON fix_fault GET "${json}" fixes 0 fault)
if(NOT tag MATCHES "^at_least_[abc]$" OR NOT fix_fault EQUAL 1)
  message(FATAL_ERROR "unexpected clause tag ${tag} or fault ${fix_fault} of fix 1:\n${json}")
endif()

# The first fix makes every clause hold: testing the fixed program finds no fault.
execute_process(COMMAND ${AMEND} fix best_score --time 5 --threads 2 --apply 1
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "amend fix --apply 1 exited with ${rc}\n${out}\n${err}")
endif()
execute_process(COMMAND ${AMEND} test best_score --time 5 --threads 2 --seed 11
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(FIND "${out}" "Fault " at)
if(NOT rc EQUAL 0 OR NOT at EQUAL -1)
  message(FATAL_ERROR "the fixed program still fails (${rc}):\n${out}\n${err}")
endif()
