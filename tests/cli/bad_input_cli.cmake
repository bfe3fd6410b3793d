# End-to-end test of how `amend` treats input that is not an Eiffel program (issue 18):
#  - PATHS without any Eiffel class (an empty folder, a folder of other files, an empty .e file)
#    is a usage error in every command: exit 2 and "no Eiffel class";
#  - `amend bench` on a folder without any case: exit 2 and "no case in";
#  - 2 MB of random bytes named .e is reported once as not a text file;
#  - a text file with 10,000 errors prints 100 of them, then "… and 9900 more errors".
# Variables: AMEND (the executable), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR}/empty ${WORK_DIR}/notes)
file(WRITE ${WORK_DIR}/notes/readme.txt "not Eiffel\n")
file(WRITE ${WORK_DIR}/blank.e "-- only a comment\n")

foreach(command check run tests test fix)
  foreach(paths "empty" "notes" "blank.e")
    execute_process(COMMAND ${AMEND} ${command} ${paths} WORKING_DIRECTORY ${WORK_DIR}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 2)
      message(FATAL_ERROR "amend ${command} ${paths} exited with ${rc}, expected 2 (usage error)\n${out}\n${err}")
    endif()
    string(FIND "${err}" "amend ${command}: no Eiffel class in `${paths}'" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "amend ${command} ${paths}: no clear message:\n${err}")
    endif()
  endforeach()
endforeach()
execute_process(COMMAND ${AMEND} bench empty WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(FIND "${err}" "amend bench: no case in empty" at)
if(NOT rc EQUAL 2 OR at EQUAL -1)
  message(FATAL_ERROR "amend bench on an empty folder exited with ${rc}:\n${err}")
endif()

# Random bytes: one line, whatever the bytes.
execute_process(COMMAND head -c 2000000 /dev/urandom OUTPUT_FILE ${WORK_DIR}/random.e)
execute_process(COMMAND ${AMEND} check random.e WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX MATCHALL "\n" lines "${err}")
list(LENGTH lines count)
string(FIND "${err}" "`random.e' is not a text file" at)
if(NOT rc EQUAL 1 OR at EQUAL -1 OR count GREATER 3)
  message(FATAL_ERROR "amend check on random bytes exited with ${rc} and printed ${count} lines:\n${err}")
endif()

# A class of 5000 broken routines (two errors each): 100 errors shown (3 lines each), the rest counted.
string(REPEAT "\tf do x := ) end\n" 5000 garbage)
file(WRITE ${WORK_DIR}/garbage.e "class GARBAGE feature\n${garbage}end\n")
execute_process(COMMAND ${AMEND} check garbage.e WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX MATCHALL "garbage.e:[0-9]+:[0-9]+: error: " shown "${err}")
list(LENGTH shown shownCount)
string(REGEX MATCH "… and ([0-9]+) more errors \\(not shown\\)\n([0-9]+) errors" summary "${err}")
if(NOT rc EQUAL 1 OR NOT shownCount EQUAL 100 OR summary STREQUAL "")
  message(FATAL_ERROR "amend check on 5000 bad lines exited with ${rc}, showed ${shownCount} errors:\n${err}")
endif()
if(NOT CMAKE_MATCH_1 EQUAL 9900 OR NOT CMAKE_MATCH_2 EQUAL 10000)
  message(FATAL_ERROR "expected 100 shown, 9900 more and 10000 counted:\n${summary}")
endif()
string(LENGTH "${err}" length)
if(length GREATER 20000)
  message(FATAL_ERROR "${length} characters of diagnostics for 100 errors")
endif()
