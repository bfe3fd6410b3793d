# End-to-end test of `amend fix --apply` refusing to overwrite a file that changed on disk since
# it was read (issue 18, "nothing lost"): a test hook appends a line to the file just before the
# fix is written, as another editor would; the command exits 1 naming the file, the file keeps
# the other writer's text and no backup is made. Also `--fault-budget`: a fault past its
# wall-clock budget is reported as stopped by it. And a file that is not text is never written
# (issue 34): refused when read, and when another program put one in its place before the write.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR}/account)
file(COPY ${SOURCE_DIR}/resources/examples/account/account.e DESTINATION ${WORK_DIR}/account)
file(READ ${WORK_DIR}/account/account.e original)

execute_process(COMMAND ${CMAKE_COMMAND} -E env "AMEND_TEST_APPEND_BEFORE_APPLY=-- edited meanwhile\n"
                        ${AMEND} fix account --time 5 --threads 2 --apply 1
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "--apply on a changed file exited with ${rc}, expected 1\n${out}\n${err}")
endif()
string(FIND "${err}" "amend fix: account/account.e changed on disk since it was read; not written" at)
if(at EQUAL -1)
  message(FATAL_ERROR "no clear refusal naming the file:\n${err}")
endif()
file(READ ${WORK_DIR}/account/account.e now)
if(NOT now STREQUAL "${original}-- edited meanwhile\n")
  message(FATAL_ERROR "the other writer's text was lost:\n${now}")
endif()
if(EXISTS ${WORK_DIR}/account/account.e.orig)
  message(FATAL_ERROR "a backup was made although nothing was written")
endif()

# A fault past its wall-clock budget stops its synthesis and says which bound it hit.
execute_process(COMMAND ${AMEND} fix account --time 1 --threads 1 --fault-budget 0.000001
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(FIND "${out}" "stopped: the fault's wall-clock budget of 1e-06 s ran out (--fault-budget)" at)
if(NOT rc EQUAL 1 OR at EQUAL -1)
  message(FATAL_ERROR "--fault-budget: exit ${rc}, no line saying the budget stopped the fault:\n${out}\n${err}")
endif()

# A file that is not text (issue 34, item 1) is never written: refused when read…
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
file(REMOVE ${WORK_DIR}/account/logo.e)
# …and when another program replaced the file by one that is not text before the fix is written.
file(WRITE ${WORK_DIR}/account/account.e "${original}")
execute_process(COMMAND ${CMAKE_COMMAND} -E env "AMEND_TEST_COPY_BEFORE_APPLY=${WORK_DIR}/fix-48.png"
                        ${AMEND} fix account --time 5 --threads 2 --apply 1
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(FIND "${err}" "amend fix: account/account.e is not a text file (a NUL byte at offset" at)
if(NOT rc EQUAL 1 OR at EQUAL -1)
  message(FATAL_ERROR "--apply over a file that is not text: exit ${rc}, no clear refusal:\n${out}\n${err}")
endif()
file(READ ${WORK_DIR}/account/account.e now HEX)
if(NOT now STREQUAL image OR EXISTS ${WORK_DIR}/account/account.e.orig)
  message(FATAL_ERROR "--apply wrote over a file that is not text")
endif()
