# End-to-end test of `amend fix --techniques gp` (GenProg, issue 15) on programs of
# resources/bench/search: each must be repaired by a fix of technique `gp' ranked first, whose
# explanation is GenProg's and whose diff writes the expected line(s); the same run on 2 threads
# gives the same fixes (the search is deterministic for its seed); the text output reports the
# search's fitness evaluations; an unknown technique is a usage error naming `gp'.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

# EXPECTED_LINES: regular expressions for lines the first fix writes.
function(expect_gp_fix program)
  set(diffs "")
  foreach(threads 1 2)
    execute_process(COMMAND ${AMEND} fix ${SOURCE_DIR}/resources/bench/search/${program}/faulty --techniques gp --time 3
                            --threads ${threads} --json ${WORK_DIR}/${program}_${threads}.json
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${program}: amend fix exited with ${rc}\n${out}\n${err}")
    endif()
    if(NOT out MATCHES "\n  gp: [1-9][0-9]* fitness evaluations in [0-9.]+ s\n")
      message(FATAL_ERROR "${program}: no GenProg statistics line:\n${out}")
    endif()
    file(READ ${WORK_DIR}/${program}_${threads}.json json)
    string(JSON technique GET "${json}" fixes 0 technique)
    string(JSON explanation GET "${json}" fixes 0 explanation)
    string(JSON diff GET "${json}" fixes 0 diff)
    if(NOT technique STREQUAL "gp" OR NOT explanation MATCHES "^GenProg: found in generation [0-9]+ of [0-9]+ ")
      message(FATAL_ERROR "${program}: the first fix is not GenProg's (${technique}): ${explanation}\n${out}")
    endif()
    foreach(line ${ARGN})
      string(REGEX MATCH "\n\\+${line}\n" at "${diff}")
      if(at STREQUAL "")
        message(FATAL_ERROR "${program}: the first fix does not write `${line}':\n${diff}")
      endif()
    endforeach()
    string(JSON count LENGTH "${json}" fixes)
    set(all "")
    foreach(i RANGE 0 ${count})
      if(i LESS count)
        string(JSON d GET "${json}" fixes ${i} diff)
        string(APPEND all "${d}")
      endif()
    endforeach()
    list(APPEND diffs "${all}")
  endforeach()
  list(GET diffs 0 one)
  list(GET diffs 1 two)
  if(NOT one STREQUAL two)
    message(FATAL_ERROR "${program}: different fixes on 1 and 2 threads:\n${one}\n----\n${two}")
  endif()
endfunction()

expect_gp_fix(tally "\t\t\t\tcount := count \\+ 1")                        # a missing statement in a loop
expect_gp_fix(point "\t\t\tx := x \\+ dx" "\t\t\ty := y \\+ dy")            # two coordinated edits
expect_gp_fix(has_negative "\t\t\tResult := across a as c some c.item < 0 end")   # a wrong quantifier

execute_process(COMMAND ${AMEND} fix ${SOURCE_DIR}/resources/bench/search/tally/faulty --techniques gq
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 2 OR NOT err MATCHES "unknown technique `gq' \\(known: autofix, nopol, wp, gp\\)")
  message(FATAL_ERROR "--techniques gq: exit ${rc}, ${err}")
endif()
