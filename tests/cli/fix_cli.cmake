# End-to-end test of `amend fix` (run by ctest as `cmake -P`): on a copy of the account
# example, the command finds the withdraw fault, proposes the contract fix first as a unified
# diff that `git apply --check` accepts, exits with 0, and `--apply 1` writes the fix after
# keeping a backup (ACCOUNT.e.orig, then account.e.~1~ on a second apply); `--feature` in lower
# case finds the same fault; usage errors exit 2. `--z3-budget` (issue 20): on gcd, whose Nopol
# fix needs z3, a spent budget is said in the text and the JSON; the default one lets Nopol fix it.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
include(${CMAKE_CURRENT_LIST_DIR}/time_scale.cmake)
scaled_seconds(testing 5)       # `--time': enough to find the faults, also in a sanitizer build
scaled_seconds(gcd_testing 2)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR}/account)
file(COPY ${SOURCE_DIR}/resources/examples/account/account.e DESTINATION ${WORK_DIR}/account)

execute_process(COMMAND ${AMEND} fix account --time ${testing} --threads 2 --json fixes.json
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "amend fix exited with ${rc}\n${out}\n${err}")
endif()
string(FIND "${out}" "Fix 1 (fault 1, rank 1, contract)" at)
if(at EQUAL -1)
  message(FATAL_ERROR "the contract fix is not first:\n${out}")
endif()
string(FIND "${out}" "+			amount <= balance" at)
if(at EQUAL -1)
  message(FATAL_ERROR "no precondition amount <= balance in the diff:\n${out}")
endif()
if(NOT EXISTS ${WORK_DIR}/fixes.json)
  message(FATAL_ERROR "no JSON written")
endif()

# The time of each phase per fault (issue 20), in the JSON and as one line of the text; the sum
# staying within the total is checked by the unit test (test_pipeline).
file(READ ${WORK_DIR}/fixes.json json)
string(JSON phased LENGTH "${json}" phases)
string(JSON phase_fault GET "${json}" phases 0 fault)
if(NOT phased EQUAL 1 OR NOT phase_fault EQUAL 1)
  message(FATAL_ERROR "expected the phases of fault 1 only:\n${json}")
endif()
foreach(key testing localization autofix nopol wp gp lowering validation retest coevolution total)
  string(JSON seconds TYPE "${json}" phases 0 ${key}_seconds)
  if(NOT seconds STREQUAL "NUMBER")
    message(FATAL_ERROR "phases 0 ${key}_seconds is ${seconds}, not a number:\n${json}")
  endif()
endforeach()
string(REGEX MATCH "  phases: testing [0-9.]+ s, localizing [0-9.]+ s, autofix [0-9.]+ s, nopol [0-9.]+ s, wp [0-9.]+ s, gp [0-9.]+ s, lowering [0-9.]+ s, validating [0-9.]+ s, re-testing [0-9.]+ s, co-evolving [0-9.]+ s\n" line "${out}")
if(line STREQUAL "")
  message(FATAL_ERROR "no line of phases:\n${out}")
endif()

# The first diff applies with git.
string(REGEX MATCH "--- a/account/account.e\n[^F]*" diff "${out}")
file(WRITE ${WORK_DIR}/fix.patch "${diff}")
execute_process(COMMAND git init -q WORKING_DIRECTORY ${WORK_DIR})
execute_process(COMMAND git apply --check fix.patch WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "git apply --check failed (${rc}): ${err}\n${diff}")
endif()

# --apply keeps a backup and never overwrites one.
execute_process(COMMAND ${AMEND} fix account --time ${testing} --threads 2 --apply 1
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT EXISTS ${WORK_DIR}/account/account.e.orig)
  message(FATAL_ERROR "--apply failed (${rc}) or no backup:\n${out}")
endif()
file(READ ${WORK_DIR}/account/account.e fixed)
string(FIND "${fixed}" "amount <= balance" at)
if(at EQUAL -1)
  message(FATAL_ERROR "fix not written:\n${fixed}")
endif()
file(WRITE ${WORK_DIR}/account/account.e.orig "keep me")
file(COPY ${SOURCE_DIR}/resources/examples/account/account.e DESTINATION ${WORK_DIR}/account)
execute_process(COMMAND ${AMEND} fix account --time ${testing} --threads 2 --apply 1
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out)
file(READ ${WORK_DIR}/account/account.e.orig kept)
if(NOT kept STREQUAL "keep me" OR NOT EXISTS "${WORK_DIR}/account/account.e.~1~")
  message(FATAL_ERROR "the second --apply did not keep the first backup:\n${out}")
endif()

# The routine named in any letter case (the engine canonicalizes it).
file(COPY ${SOURCE_DIR}/resources/examples/account/account.e DESTINATION ${WORK_DIR}/account)
execute_process(COMMAND ${AMEND} fix account --time ${testing} --threads 2 --feature account.withdraw
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out)
string(FIND "${out}" "Fault 1: ACCOUNT.withdraw: invariant `balance_not_negative'" at)
if(NOT rc EQUAL 0 OR at EQUAL -1)
  message(FATAL_ERROR "--feature account.withdraw (${rc}):\n${out}")
endif()

# The fault's z3 budget: spent on gcd's first z3 call, said so; with the default one, Nopol's
# condition fix is among the fixes and nothing is said.
file(COPY ${SOURCE_DIR}/resources/examples/number_theory DESTINATION ${WORK_DIR})
execute_process(COMMAND ${AMEND} fix number_theory --feature NUMBER_THEORY.gcd --time ${gcd_testing} --threads 1 --z3-budget 0.000001 --json z3.json
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX MATCH "  z3: the fault's budget of 1e-06 s ran out after [0-9]+ solver calls \\(--z3-budget\\)" said "${out}")
file(READ ${WORK_DIR}/z3.json json)
string(JSON spent GET "${json}" phases 0 z3_budget_spent)
if(said STREQUAL "" OR NOT spent STREQUAL "ON")
  message(FATAL_ERROR "--z3-budget 0.000001 (${rc}, spent ${spent}):\n${out}\n${err}")
endif()
execute_process(COMMAND ${AMEND} fix number_theory --feature NUMBER_THEORY.gcd --time ${gcd_testing} --threads 1 --max-fixes 40
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(FIND "${out}" "Nopol: angelic value" nopol_fix)
string(FIND "${out}" "z3: the fault's budget" said)
if(nopol_fix EQUAL -1 OR NOT said EQUAL -1)
  message(FATAL_ERROR "the default z3 budget (${rc}):\n${out}\n${err}")
endif()
execute_process(COMMAND ${AMEND} fix --z3-budget -1 account WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
string(FIND "${err}" "--z3-budget expects a number of seconds >= 0" at)
if(NOT rc EQUAL 2 OR at EQUAL -1)
  message(FATAL_ERROR "--z3-budget -1 exited with ${rc}: ${err}")
endif()

# Usage errors.
execute_process(COMMAND ${AMEND} fix --max-fixes 0 account WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
if(NOT rc EQUAL 2)
  message(FATAL_ERROR "usage error exited with ${rc}")
endif()
