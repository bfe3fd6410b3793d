# End-to-end test of AutoTest's dynamic boundary values (issue 12): THERMOSTAT.regulate starts
# cooling at `level >= target + margin' where its postcondition allows only `>', so it fails only
# at level = 154 (target 140 + margin 14, no constant of the class). `amend test' without the
# search does not find it; with it (the default) the fault is reported, found by the search, and
# the minimized failing test sets the level to exactly 154.
# CREDIT_LINE.pay forgets deposit's cap (`amount <= 25'): it fails only after a credit line of -26
# to -60, no constant of the class. The search finds it by moving the line by the gap a too large
# amount leaves in pay's own precondition (`amount <= available'); random testing alone does not.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
file(COPY ${SOURCE_DIR}/tests/cli/boundary/thermostat ${SOURCE_DIR}/tests/cli/boundary/credit_line DESTINATION ${WORK_DIR})

execute_process(COMMAND ${AMEND} test thermostat --seed 1 --time 10 --threads 2 --no-search
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "0 faults in 6 routines")
  message(FATAL_ERROR "random testing alone should find no fault (exit ${rc}):\n${out}\n${err}")
endif()

execute_process(COMMAND ${AMEND} test thermostat --seed 1 --time 10 --threads 2 --json report.json
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "amend test should report the fault (exit 1), exited with ${rc}:\n${out}\n${err}")
endif()
string(FIND "${out}" "Fault 1: THERMOSTAT.regulate\n  postcondition `stays_idle' violated" at)
if(at EQUAL -1)
  message(FATAL_ERROR "regulate's stays_idle is not reported:\n${out}")
endif()
string(FIND "${out}" "v1.set_level (154)\n" at)
if(at EQUAL -1)
  message(FATAL_ERROR "the minimized test does not set the level to the boundary 154:\n${out}")
endif()
file(READ ${WORK_DIR}/report.json json)
string(JSON count GET "${json}" fault_count)
string(JSON tag GET "${json}" faults 0 tag)
string(JSON by_search GET "${json}" faults 0 found_by_search)
if(NOT count EQUAL 1 OR NOT tag STREQUAL "stays_idle" OR NOT by_search STREQUAL "ON")
  message(FATAL_ERROR "the JSON should hold one fault, stays_idle, found by the search (${count}, ${tag}, ${by_search}):\n${json}")
endif()

execute_process(COMMAND ${AMEND} test credit_line --seed 1 --time 10 --threads 2 --no-search
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "0 faults in 5 routines")
  message(FATAL_ERROR "random testing alone should not find pay's fault (exit ${rc}):\n${out}\n${err}")
endif()
execute_process(COMMAND ${AMEND} test credit_line --seed 1 --time 10 --threads 2
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(FIND "${out}" "Fault 1: CREDIT_LINE.pay\n  precondition `capped' of CREDIT_LINE.deposit violated: amount <= 25\n" at)
if(NOT rc EQUAL 1 OR at EQUAL -1)
  message(FATAL_ERROR "pay's missing cap should be reported (exit ${rc}):\n${out}\n${err}")
endif()
if(NOT out MATCHES "v1\\.set_line \\(-[2-6][0-9]\\)\n\t+v1\\.pay \\([0-9]+, v2\\)")
  message(FATAL_ERROR "the minimized test should set a credit line of -26 to -60 just before pay:\n${out}")
endif()
