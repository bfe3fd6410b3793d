# End-to-end test of `amend fix --fault-budget`: a fault past its wall-clock budget is reported
# as stopped by it. (`--apply` refusing a file changed on disk since it was read, issue 18, is
# tests/unit/test_file_backup's refusesWhenTheFileChangedOnDisk: replaceFileContents given the
# text the fix was computed against, as command_fix.cpp calls it; amend has no test hook to
# change the file in between.)
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR}/account)
file(COPY ${SOURCE_DIR}/resources/examples/account/account.e DESTINATION ${WORK_DIR}/account)

# A fault past its wall-clock budget stops its synthesis and says which bound it hit.
execute_process(COMMAND ${AMEND} fix account --time 1 --threads 1 --fault-budget 0.000001
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(FIND "${out}" "stopped: the fault's wall-clock budget of 1e-06 s ran out (--fault-budget)" at)
if(NOT rc EQUAL 1 OR at EQUAL -1)
  message(FATAL_ERROR "--fault-budget: exit ${rc}, no line saying the budget stopped the fault:\n${out}\n${err}")
endif()
