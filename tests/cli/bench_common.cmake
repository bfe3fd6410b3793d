# Shared by the `amend bench` end-to-end tests (bench_cli.cmake, bench_unseen_cli.cmake):
# run_bench (COLLECTION NAME [ARGS...]) runs `amend bench` on a collection with the CI settings
# (and ARGS, e.g. --techniques), fails on
# a non-zero exit and leaves the table in `out` and the JSON report in `json` (caller's scope);
# expect_total (NAME OP VALUE) checks one of the report's totals; expect_all_found (CASES FAULTS)
# checks a clean run (no crash, timeout or error) in which every listed fault was found;
# expect_clean_run (CASES FAULTS) the same without requiring the faults found;
# expect_rows (REGEX...) checks that the table has a row matching each; expect_first_proper_by
# (TECHNIQUE MINIMUM) that at least MINIMUM rows have TECHNIQUE's proper fix ranked first.
# Variables: AMEND (the executable), WORK_DIR (scratch). The per-case budget (240 s in CI) and
# testing time (5 s) are multiplied by the environment's AMEND_TEST_TIME_SCALE
# (time_scale.cmake), as a sanitizer build runs several times slower (in 5 s of wall clock
# under ASan on a loaded machine, testing did not reach sorted_set's two faults).
include(${CMAKE_CURRENT_LIST_DIR}/time_scale.cmake)

function(run_bench collection name)
  scaled_seconds(budget 240)
  scaled_seconds(testing 5)
  execute_process(COMMAND ${AMEND} bench ${collection} --jobs 2 --threads 1 --time ${testing} --budget ${budget}
                          --json ${WORK_DIR}/${name}.json ${ARGN}
                  WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE run_out ERROR_VARIABLE run_err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "amend bench exited with ${rc}\n${run_out}\n${run_err}")
  endif()
  file(READ ${WORK_DIR}/${name}.json run_json)
  set(out "${run_out}" PARENT_SCOPE)
  set(json "${run_json}" PARENT_SCOPE)
endfunction()

function(expect_total name op value)
  string(JSON actual GET "${json}" totals ${name})
  if(NOT actual ${op} ${value})
    message(FATAL_ERROR "totals.${name} = ${actual}, expected ${op} ${value}\n${out}")
  endif()
endfunction()

function(expect_clean_run cases faults)
  expect_total(cases EQUAL ${cases})
  expect_total(crashes EQUAL 0)
  expect_total(timeouts EQUAL 0)
  expect_total(errors EQUAL 0)
  expect_total(faults EQUAL ${faults})
endfunction()

function(expect_all_found cases faults)
  expect_clean_run(${cases} ${faults})
  # A listed fault not found counts in `faults' with found false: found = faults means all found.
  expect_total(found EQUAL ${faults})
endfunction()

function(expect_rows)
  foreach(row ${ARGN})
    string(REGEX MATCH "${row}" at "${out}")
    if(at STREQUAL "")
      message(FATAL_ERROR "no row matching `${row}':\n${out}")
    endif()
  endforeach()
endfunction()

# Rows `... yes N 1 TECHNIQUE SECONDS': the first proper fix is TECHNIQUE's, ranked first.
function(expect_first_proper_by technique minimum)
  string(REGEX MATCHALL "\n[a-z_0-9]+ +[A-Z_0-9]+\\.[a-z_0-9]+ [^\n]* yes +[0-9]+ +1 +${technique} +[0-9.]+" rows "${out}")
  list(LENGTH rows count)
  if(count LESS minimum)
    message(FATAL_ERROR "only ${count} faults have ${technique}'s proper fix first:\n${out}")
  endif()
endfunction()

# expect_ended_within (STARTED BOUND WHAT): the run started at STARTED (string(TIMESTAMP … "%s"))
# has ended within BOUND seconds; WHAT names it in the failure, with `out' and `err'.
function(expect_ended_within started bound what)
  string(TIMESTAMP ended "%s")
  math(EXPR seconds "${ended} - ${started}")
  if(seconds GREATER ${bound})
    message(FATAL_ERROR "${what} took ${seconds} s, more than ${bound} s\n${out}\n${err}")
  endif()
endfunction()
