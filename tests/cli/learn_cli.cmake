# End-to-end test of learning from decisions (issue 17; run by ctest as `cmake -P`):
# - `amend learn REPORT.json --out FILE` on a hand-written bench report of three cases (a call
#   ranked first and improper, a guard second and proper, in the same situation): 6 decisions,
#   the rule with its support and confidence, the knowledge base written;
# - `amend learn REPORT.json --leave-one-out`: each case's guard rises to rank 1;
# - `amend learn COLLECTION --out FILE` runs the bench first (resources/bench/flat);
# - `amend fix --apply N --knowledge kb.json` on a copy of the array_stats example records the
#   accepted fix (Nopol's guard, ranked N > 1 in the plain order); on another copy
#   `--knowledge kb.json` ranks that kind higher and its explanation names the rule;
#   `--no-learning` keeps the plain order;
# - bad input: an unreadable knowledge base, both flags, a report that is not JSON.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

# --- amend learn on a hand-written report -----------------------------------------------------
set(situation "[\"violation:precondition\", \"routine:loop\", \"statement:<=\"]")
set(call_fix "{\"technique\": \"autofix\", \"schema\": \"b\", \"action\": \"command\", \"shape\": \"add_call\"}")
set(guard_fix "{\"technique\": \"autofix\", \"schema\": \"guard\", \"action\": \"none\", \"shape\": \"guard\"}")
set(cases "")
foreach(name one two three)
  if(NOT cases STREQUAL "")
    string(APPEND cases ",")
  endif()
  string(APPEND cases "{\"name\": \"${name}\", \"status\": \"ok\", \"has_reference\": true, \"faults\": [{\"routine\": \"C.r\", \"kind\": \"precondition\", \"tag\": \"t\", \"found\": true, \"first_proper_rank\": 2, \"fixes\": [
    {\"rank\": 1, \"classified\": true, \"proper\": false, \"situation\": ${situation}, \"description\": ${call_fix}},
    {\"rank\": 2, \"classified\": true, \"proper\": true, \"situation\": ${situation}, \"description\": ${guard_fix}}]}]}")
endforeach()
file(WRITE ${WORK_DIR}/report.json "{\"cases\": [${cases}]}")

execute_process(COMMAND ${AMEND} learn report.json --out kb_learned.json --rules 20 WORKING_DIRECTORY ${WORK_DIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "amend learn exited with ${rc}\n${out}\n${err}")
endif()
string(FIND "${out}" "6 decisions (3 accepted, 3 rejected)" at)
if(at EQUAL -1)
  message(FATAL_ERROR "expected 6 decisions, 3 accepted:\n${out}")
endif()
# supp({pre, loop} ∪ {guard}) = 3/6, conf = 3/3.
string(FIND "${out}" "support 0.500, confidence 1.00: violation:precondition ∧ routine:loop → autofix/guard/none/guard (accepted 3 of 3)" at)
if(at EQUAL -1)
  message(FATAL_ERROR "no rule guard accepted 3 of 3 with support 0.5:\n${out}")
endif()
string(FIND "${out}" "support 0.500, confidence 0.00: violation:precondition ∧ routine:loop → autofix/b/command/add_call (accepted 0 of 3)" at)
if(at EQUAL -1)
  message(FATAL_ERROR "no rule call accepted 0 of 3:\n${out}")
endif()
file(READ ${WORK_DIR}/kb_learned.json kb)
string(JSON format GET "${kb}" format)
string(JSON decisions LENGTH "${kb}" decisions)
string(JSON verdict GET "${kb}" decisions 0 verdict)
string(JSON shape GET "${kb}" decisions 1 fix shape)
if(NOT format STREQUAL "amend-knowledge" OR NOT decisions EQUAL 6 OR NOT verdict STREQUAL "rejected" OR NOT shape STREQUAL "guard")
  message(FATAL_ERROR "unexpected knowledge base (${format}, ${decisions}, ${verdict}, ${shape}):\n${kb}")
endif()

execute_process(COMMAND ${AMEND} learn report.json --leave-one-out WORKING_DIRECTORY ${WORK_DIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "amend learn --leave-one-out exited with ${rc}\n${out}\n${err}")
endif()
string(REGEX MATCH "two +C.r precondition `t' +2 +1\n" row "${out}")
string(FIND "${out}" "with learning better: 3, equal: 0, worse: 0" summary)
string(FIND "${out}" "mean rank of the first proper fix: 2.00 without learning, 1.00 with" mean)
if(row STREQUAL "" OR summary EQUAL -1 OR mean EQUAL -1)
  message(FATAL_ERROR "unexpected leave-one-out table:\n${out}")
endif()

# A collection is run by `amend bench` first (the flat layout: clamp's two variants).
execute_process(COMMAND ${AMEND} learn ${SOURCE_DIR}/resources/bench/flat --time 2 --techniques autofix --out flat_kb.json
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "([1-9][0-9]*) decisions \\(([0-9]+) accepted, ([0-9]+) rejected\\)" OR NOT EXISTS ${WORK_DIR}/flat_kb.json)
  message(FATAL_ERROR "amend learn on a collection (${rc}):\n${out}\n${err}")
endif()
set(flat_decisions ${CMAKE_MATCH_1})
file(READ ${WORK_DIR}/flat_kb.json kb)
string(JSON decisions LENGTH "${kb}" decisions)
if(NOT decisions EQUAL flat_decisions)
  message(FATAL_ERROR "flat_kb.json holds ${decisions} decisions, the output said ${flat_decisions}:\n${out}")
endif()

# --- fix --apply records, --knowledge ranks with it --------------------------------------------
foreach(copy first second)
  file(MAKE_DIRECTORY ${WORK_DIR}/${copy})
  file(COPY ${SOURCE_DIR}/resources/examples/array_stats/array_stats.e DESTINATION ${WORK_DIR}/${copy})
endforeach()
set(fix_options --feature ARRAY_STATS.maximum --time 5 --threads 2 --max-fixes 8)
# The rank of Nopol's guard in OUT (0 when it is not listed) into VAR.
function(guard_rank out var)
  string(REGEX MATCH "Fix [0-9]+ \\(fault 1, rank ([0-9]+)\\): Nopol: [^\n]*for the guard" line "${out}")
  if(line STREQUAL "")
    set(${var} 0 PARENT_SCOPE)
  else()
    set(${var} ${CMAKE_MATCH_1} PARENT_SCOPE)
  endif()
endfunction()
# The plain order first: the guard is listed, below the top.
execute_process(COMMAND ${AMEND} fix first ${fix_options} --no-learning WORKING_DIRECTORY ${WORK_DIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
guard_rank("${out}" plain_rank)
if(NOT rc EQUAL 0 OR plain_rank LESS 2)
  message(FATAL_ERROR "Nopol's guard is not listed below rank 1 (${rc}, rank ${plain_rank}):\n${out}\n${err}")
endif()
execute_process(COMMAND ${AMEND} fix first ${fix_options} --knowledge kb.json --apply ${plain_rank} WORKING_DIRECTORY ${WORK_DIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "amend fix --apply ${plain_rank} --knowledge exited with ${rc}\n${out}\n${err}")
endif()
guard_rank("${out}" applied_rank)
string(FIND "${out}" "Recorded the decision in kb.json" recorded)
string(FIND "${err}" "kb.json does not exist yet" new_file)
if(NOT applied_rank EQUAL plain_rank OR recorded EQUAL -1 OR new_file EQUAL -1 OR NOT EXISTS ${WORK_DIR}/kb.json)
  message(FATAL_ERROR "fix ${plain_rank} is not Nopol's guard, or the decision was not recorded:\n${out}")
endif()
file(READ ${WORK_DIR}/kb.json kb)
string(JSON decisions LENGTH "${kb}" decisions)
string(JSON verdict GET "${kb}" decisions 0 verdict)
string(JSON shape GET "${kb}" decisions 0 fix shape)
string(JSON technique GET "${kb}" decisions 0 fix technique)
if(NOT decisions EQUAL 1 OR NOT verdict STREQUAL "accepted" OR NOT shape STREQUAL "guard" OR NOT technique STREQUAL "nopol")
  message(FATAL_ERROR "expected one accepted Nopol guard:\n${kb}")
endif()

execute_process(COMMAND ${AMEND} fix second ${fix_options} --knowledge kb.json WORKING_DIRECTORY ${WORK_DIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
guard_rank("${out}" learned_rank)
string(REGEX MATCH "Fix [0-9]+ \\(fault 1, rank [0-9]+\\): Nopol: [^\n]*for the guard[^\n]*; learned: similar fixes \\(guard \\(nopol, schema condition\\)\\) were accepted 1 of 1 times when [^\n]+" learned "${out}")
if(NOT rc EQUAL 0 OR learned STREQUAL "" OR learned_rank EQUAL 0 OR NOT learned_rank LESS plain_rank)
  message(FATAL_ERROR "the accepted kind does not rank above ${plain_rank} with the rule named (${rc}, rank ${learned_rank}):\n${out}\n${err}")
endif()
execute_process(COMMAND ${AMEND} fix second ${fix_options} --no-learning WORKING_DIRECTORY ${WORK_DIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
guard_rank("${out}" again_rank)
string(FIND "${out}" "learned:" any_learned)
if(NOT rc EQUAL 0 OR NOT again_rank EQUAL plain_rank OR NOT any_learned EQUAL -1)
  message(FATAL_ERROR "--no-learning does not keep the plain order (rank ${again_rank}, was ${plain_rank}):\n${out}")
endif()

# The shipped default knowledge base (trained on the bundled collections, array_stats among them)
# speaks when neither flag is given (the tests turn it off, tests/CMakeLists.txt).
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=XDG_DATA_DIRS ${AMEND} fix second ${fix_options}
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "; learned: similar fixes \\([^\n]+\\) were accepted [0-9]+ of [0-9]+ times")
  message(FATAL_ERROR "the default knowledge base does not speak (${rc}):\n${out}\n${err}")
endif()

# --- bad input ----------------------------------------------------------------------------------
file(WRITE ${WORK_DIR}/broken.json "{\n  \"format\": \"amend-knowledge\",\n  \"version\": 1,\n  \"decisions\": [}\n")
execute_process(COMMAND ${AMEND} fix second --knowledge broken.json WORKING_DIRECTORY ${WORK_DIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 2 OR NOT err MATCHES "amend fix: broken.json:4:[0-9]+: ")
  message(FATAL_ERROR "a broken knowledge base: expected exit 2 and broken.json:4:COLUMN (${rc}):\n${err}")
endif()
execute_process(COMMAND ${AMEND} bench second --knowledge broken.json WORKING_DIRECTORY ${WORK_DIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 2 OR NOT err MATCHES "amend bench: broken.json:4:[0-9]+: ")
  message(FATAL_ERROR "bench with a broken knowledge base: expected exit 2 (${rc}):\n${err}")
endif()
execute_process(COMMAND ${AMEND} fix second --knowledge kb.json --no-learning WORKING_DIRECTORY ${WORK_DIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 2 OR NOT err MATCHES "exclude each other")
  message(FATAL_ERROR "--knowledge with --no-learning: expected exit 2 (${rc}):\n${err}")
endif()
execute_process(COMMAND ${AMEND} learn broken.json WORKING_DIRECTORY ${WORK_DIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 1 OR NOT err MATCHES "amend learn: broken.json: ")
  message(FATAL_ERROR "a report that is not JSON: expected exit 1 (${rc}):\n${err}")
endif()
