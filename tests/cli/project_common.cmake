# Helpers of the end-to-end tests that write a project into WORK_DIR and run `amend' on it
# (project_cli.cmake, eiffelbase_cli.cmake). Variables: AMEND (the executable), WORK_DIR.

function(write name text)
  file(WRITE ${WORK_DIR}/${name} "${text}")
endfunction()

function(run_amend)  # run_amend(EXPECT_RC args...): sets out, err in the caller
  list(POP_FRONT ARGN expected)
  execute_process(COMMAND ${AMEND} ${ARGN} WORKING_DIRECTORY ${WORK_DIR}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE e)
  if(NOT rc EQUAL expected)
    message(FATAL_ERROR "amend ${ARGN}: exit ${rc}, expected ${expected}\n${o}\n${e}")
  endif()
  set(out "${o}" PARENT_SCOPE)
  set(err "${e}" PARENT_SCOPE)
endfunction()

function(expect text where)
  string(FIND "${where}" "${text}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "expected `${text}' in:\n${where}")
  endif()
endfunction()
