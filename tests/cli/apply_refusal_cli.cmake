# End-to-end test of `amend fix --fault-budget`: a fault past its wall-clock budget is reported
# as stopped by it. (`--apply` refusing a file changed on disk since it was read, issue 18, is
# tests/unit/test_file_backup's refusesWhenTheFileChangedOnDisk: replaceFileContents given the
# text the fix was computed against, as command_fix.cpp calls it; amend has no test hook to
# change the file in between.) And a file that is not text is never written (issue 34): a PNG named
# `.e' is refused when read (a file replaced by one that is not text before the write:
# test_file_backup).
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

# A file that is not text (issue 34, item 1) is never written: refused when read.
file(COPY ${SOURCE_DIR}/resources/icons/fix-48.png DESTINATION ${WORK_DIR})
file(COPY ${SOURCE_DIR}/resources/icons/fix-48.png DESTINATION ${WORK_DIR}/account)
file(RENAME ${WORK_DIR}/account/fix-48.png ${WORK_DIR}/account/logo.e)
file(READ ${WORK_DIR}/fix-48.png image HEX)
execute_process(COMMAND ${AMEND} fix account --time 5 --threads 2 --apply 1
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(FIND "${err}" "logo.e' is not a text file (a NUL byte at offset" at)
if(rc EQUAL 0 OR at EQUAL -1)
  message(FATAL_ERROR "a PNG named .e was not refused (exit ${rc}):\n${out}\n${err}")
endif()
file(READ ${WORK_DIR}/account/logo.e now HEX)
if(NOT now STREQUAL image OR EXISTS ${WORK_DIR}/account/logo.e.orig)
  message(FATAL_ERROR "the PNG named .e was written")
endif()
