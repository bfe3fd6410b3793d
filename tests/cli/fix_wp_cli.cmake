# End-to-end test of `amend fix --techniques wp` (issue 14) on tests/wp: the paper's Figure 1
# program, one program per kind of error of its experiments, and a class invariant as the goal. Each must be repaired with the
# expected statement by a fix of technique `wp' ranked first, whose explanation is WP's.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

# EXPECTED_LINE is a regular expression for the line the first fix writes.
function(expect_wp_fix program expected_line)
  execute_process(COMMAND ${AMEND} fix ${SOURCE_DIR}/tests/wp/${program}.e --techniques wp --time 3 --threads 1
                          --json ${WORK_DIR}/${program}.json
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${program}: amend fix exited with ${rc}\n${out}\n${err}")
  endif()
  file(READ ${WORK_DIR}/${program}.json json)
  string(JSON technique GET "${json}" fixes 0 technique)
  string(JSON explanation GET "${json}" fixes 0 explanation)
  string(JSON diff GET "${json}" fixes 0 diff)
  if(NOT technique STREQUAL "wp" OR NOT explanation MATCHES "^WP: ")
    message(FATAL_ERROR "${program}: the first fix is not WP's (${technique}): ${explanation}\n${out}")
  endif()
  string(REGEX MATCH "\n\\+${expected_line}\n" at "${diff}")
  if(at STREQUAL "")
    message(FATAL_ERROR "${program}: the first fix does not write `${expected_line}':\n${diff}")
  endif()
  # The time of each WP phase is reported per fault.
  string(JSON phases LENGTH "${json}" wp)
  string(JSON tracing GET "${json}" wp 0 tracing_seconds)
  if(NOT phases EQUAL 1 OR tracing LESS 0)
    message(FATAL_ERROR "${program}: no WP phase times in the report:\n${json}")
  endif()
endfunction()

# Figure 1, wrong relational operator (`>=' for the paper's `<'; `<=' is as good for a maximum).
expect_wp_fix(maximum "\t\t\t\tif Result <=? a \\[i\\] then")
expect_wp_fix(squares "\t\t\t\tResult := Result \\+ i \\* i")    # wrong operator in an assignment
expect_wp_fix(multiples "\t\t\t\t\tResult := Result \\+ 1")    # wrong constant in an assignment
expect_wp_fix(series "\t\t\t\tResult := Result \\+ i")         # wrong variable in an assignment
expect_wp_fix(distance "\t\t\tif x > y then")                  # wrong relational operator in a branch
expect_wp_fix(triangle "\t\t\t\ti > n")                        # a missing iteration
expect_wp_fix(thermostat "\t\t\t\ttarget := 30")               # a wrong constant shown by the invariant
