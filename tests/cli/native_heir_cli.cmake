# End-to-end test of heirs of classes whose objects carry a native payload (issue 18: an heir of
# STRING_8 made `amend run' crash with a segmentation fault):
#  - `amend check' accepts the heir of STRING_8: exit 0;
#  - `amend run' on tests/corpus/inheritance/native_payload_heirs.e: exit 0 and its exact output;
#  - `amend test' creates the heir and calls STRING_8's built-ins on it: exit 1 (not a crash) and
#    exactly the one fault of `first_upper' (item 1 of an empty string).
# Variables: AMEND (the executable), SOURCE_DIR (the project).
set(library ${SOURCE_DIR}/tests/cli/robust/native_heir/tagged_string.e)
execute_process(COMMAND ${AMEND} check ${library} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out STREQUAL "ok: 1 class checked\n")
  message(FATAL_ERROR "amend check exited with ${rc}, expected 0 and `ok: 1 class checked':\n${out}\n${err}")
endif()

set(program ${SOURCE_DIR}/tests/corpus/inheritance/native_payload_heirs.e)
execute_process(COMMAND ${AMEND} run ${program} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(expected "2 ab\nab 5 ab\nTrue True\nFalse True\nabc 3 2\nAB!\na True False\n10 3\n9 2\n")
if(NOT rc EQUAL 0 OR NOT out STREQUAL expected)
  message(FATAL_ERROR "amend run exited with ${rc}, expected 0 and\n${expected}got:\n${out}\n${err}")
endif()

execute_process(COMMAND ${AMEND} test ${library} --seed 1 --time 2 --threads 1
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(FIND "${out}" "Fault 1: TAGGED_STRING.first_upper\n  precondition `valid_index'" first)
string(FIND "${out}" "Fault 2" second)
if(NOT rc EQUAL 1 OR first EQUAL -1 OR NOT second EQUAL -1)
  message(FATAL_ERROR "amend test exited with ${rc}, expected 1 and exactly the fault of first_upper:\n${out}\n${err}")
endif()
