# End-to-end test of an external routine Amend cannot run (`external "C"', issue 12):
#  - `amend check' loads the class: exit 0, the warning at the feature;
#  - `amend run' stops at the call: exit 1, the output before it, the message naming the routine;
#  - `amend test' reports no fault for it (tests reaching it are left out).
# Variables: AMEND (the executable), SOURCE_DIR (the project).
set(program ${SOURCE_DIR}/tests/corpus/runtime/unrunnable_external.e)
execute_process(COMMAND ${AMEND} check ${program} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(FIND "${out}${err}" "warning: external \"C\" routine `c_time' cannot be run by Amend" at)
if(NOT rc EQUAL 0 OR at EQUAL -1)
  message(FATAL_ERROR "amend check exited with ${rc}, expected 0 and the warning:\n${out}\n${err}")
endif()
execute_process(COMMAND ${AMEND} run ${program} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(FIND "${err}" "external \"C\" routine UNRUNNABLE_EXTERNAL.c_time cannot be run by Amend" at)
if(NOT rc EQUAL 1 OR NOT out STREQUAL "before\n" OR at EQUAL -1)
  message(FATAL_ERROR "amend run exited with ${rc}, expected 1, `before' and the message:\n${out}\n${err}")
endif()
execute_process(COMMAND ${AMEND} test ${program} --time 1 --threads 1 RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(FIND "${out}" "Fault 1" fault)
if(NOT fault EQUAL -1)
  message(FATAL_ERROR "amend test reported the unrunnable external as a fault:\n${out}\n${err}")
endif()
