# End-to-end test of a fault the reference has too (tests/cli/shared_fault, written for this
# test): PAIR's `ratio' divides by zero in the reference as in its variant, whose own fault is
# `larger'. `amend bench' finds both, marks `ratio''s as the reference's own (also_in_reference),
# neither fixes nor counts it, and says so; the variant's fault is counted and fixed. SHAPE's
# variant set varies its driver but leaves it naming the reference class SHAPE, as some sets of the
# public collection do: compiled with the reference's SHAPE (EiffelStudio compiles the folder as
# one cluster), the set runs and its fault in SHAPE_1 is found. TOTAL's routine `total' shares its
# class's name in lower case, which names no class: the set (TOTAL_1 with ADDER_1) is compiled
# without the reference TOTAL (whose ADDER the set does not include) and its fault is found.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
include(${CMAKE_CURRENT_LIST_DIR}/time_scale.cmake)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
scaled_seconds(budget 60)
execute_process(COMMAND ${AMEND} bench ${SOURCE_DIR}/tests/cli/shared_fault --threads 1 --budget ${budget} --techniques autofix
                        --halves --json ${WORK_DIR}/shared.json
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "amend bench exited with ${rc}\n${out}\n${err}")
endif()
file(READ ${WORK_DIR}/shared.json json)

# Both faults are listed; only `ratio''s is the reference's.
string(JSON faults LENGTH "${json}" cases 0 faults)
if(NOT faults EQUAL 2)
  message(FATAL_ERROR "expected the two faults of pair_1, got ${faults}\n${out}")
endif()
foreach(index 0 1)
  string(JSON routine GET "${json}" cases 0 faults ${index} routine)
  string(JSON shared GET "${json}" cases 0 faults ${index} also_in_reference)
  string(JSON valid GET "${json}" cases 0 faults ${index} valid)
  if(routine STREQUAL "PAIR_1.ratio")
    if(NOT shared STREQUAL "ON" OR NOT valid EQUAL 0)
      message(FATAL_ERROR "PAIR_1.ratio: also_in_reference ${shared}, ${valid} valid fixes; expected the reference's own fault, not fixed\n${out}")
    endif()
  elseif(routine STREQUAL "PAIR_1.larger")
    string(JSON rank GET "${json}" cases 0 faults ${index} first_proper_rank)
    if(NOT shared STREQUAL "OFF" OR rank LESS 1)
      message(FATAL_ERROR "PAIR_1.larger: also_in_reference ${shared}, first proper rank ${rank}; expected the variant's fault, fixed\n${out}")
    endif()
  else()
    message(FATAL_ERROR "unexpected fault in ${routine}\n${out}")
  endif()
endforeach()

# Totals count the variants' faults only: PAIR_1.larger, SHAPE_1.perimeter and TOTAL_1.total.
string(JSON counted GET "${json}" totals faults)
string(JSON errors GET "${json}" totals errors)
string(JSON cases GET "${json}" totals cases)
if(NOT counted EQUAL 3 OR NOT errors EQUAL 0 OR NOT cases EQUAL 3)
  message(FATAL_ERROR "totals: ${cases} cases, ${errors} errors, ${counted} faults; expected 3, 0 and 3 (the reference's own not counted)\n${out}")
endif()
string(JSON total_routine GET "${json}" cases 2 faults 0 routine)
if(NOT total_routine STREQUAL "TOTAL_1.total")
  message(FATAL_ERROR "total_1's first fault is in ${total_routine}, expected TOTAL_1.total\n${out}")
endif()
string(JSON shape_routine GET "${json}" cases 1 faults 0 routine)
if(NOT shape_routine STREQUAL "SHAPE_1.perimeter")
  message(FATAL_ERROR "shape_1's first fault is in ${shape_routine}, expected SHAPE_1.perimeter\n${out}")
endif()
string(FIND "${out}" "PAIR_1.ratio" at)
string(FIND "${out}" "the reference fails alike: its own fault, not fixed or counted" said)
if(at EQUAL -1 OR said EQUAL -1)
  message(FATAL_ERROR "the report does not say that PAIR_1.ratio's fault is the reference's own:\n${out}")
endif()
