# End-to-end test of `amend bench` on a collection in the public AutoProof collection's layout
# (issue 30; tests/cli/public_layout, programs written for this test): a folder of program
# folders, variant set N being every *_N.e of a program (Counter_pair has two classes; its set 2
# varies one of them). The report per program sorts programs case-insensitively (clamp before
# Counter_pair) and names the set that does not compile with its reason; --programs and
# --sample choose sets; two shards merged give the totals of the whole run; bad slices and
# overlapping reports are usage errors.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
include(${CMAKE_CURRENT_LIST_DIR}/time_scale.cmake)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(collection ${SOURCE_DIR}/tests/cli/public_layout)
scaled_seconds(budget 120)

function(bench name expected_rc)
  execute_process(COMMAND ${AMEND} bench ${collection} --jobs 2 --threads 1 --budget ${budget} --techniques autofix ${ARGN}
                  WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE run_out ERROR_VARIABLE run_err)
  if(NOT rc EQUAL expected_rc)
    message(FATAL_ERROR "amend bench ${ARGN} exited with ${rc}, expected ${expected_rc}\n${run_out}\n${run_err}")
  endif()
  set(out "${run_out}" PARENT_SCOPE)
  set(err "${run_err}" PARENT_SCOPE)
endfunction()

function(expect_json file expected)
  file(READ ${WORK_DIR}/${file} json)
  string(JSON actual GET "${json}" ${ARGN})
  if(NOT actual STREQUAL "${expected}")
    message(FATAL_ERROR "${file}: ${ARGN} = ${actual}, expected ${expected}\n${out}")
  endif()
endfunction()

# The whole collection: 5 sets, clamp_3 is not Eiffel (exit status 1).
bench(all 1 --halves --json all.json)
expect_json(all.json 5 totals cases)
expect_json(all.json 1 totals errors)
expect_json(all.json 0 totals crashes)
expect_json(all.json 0 totals timeouts)
expect_json(all.json clamp halves programs 0 program)
expect_json(all.json Counter_pair halves programs 1 program)
expect_json(all.json 1 halves tuned_programs)
expect_json(all.json 3 halves tuned sets)
expect_json(all.json 2 halves held_out sets)
expect_json(all.json 2 halves held_out found)
expect_json(all.json 2 halves held_out ran)
expect_json(all.json 2 halves tuned found)
expect_json(all.json clamp_3 halves tuned errors 0 set)
string(REGEX MATCH "clamp_3: the faulty program does not compile: [^\n]*clamp_3\\.e:[0-9]+:[0-9]+" reason "${out}")
if(reason STREQUAL "")
  message(FATAL_ERROR "no reason, with file:line:column, for clamp_3:\n${out}")
endif()
string(REGEX MATCH "tuned: clamp … clamp; held out: Counter_pair … Counter_pair" halves "${out}")
if(halves STREQUAL "")
  message(FATAL_ERROR "no halves in the report:\n${out}")
endif()
# Set 1 of Counter_pair: COUNTER_1.increment's fault, compared under COUNTER's name; set 2: TALLY_2's.
string(REGEX MATCH "Counter_pair_1 +COUNTER_1\\.increment postcondition `grown' +yes" row1 "${out}")
string(REGEX MATCH "Counter_pair_2 +TALLY_2\\.add_pair postcondition `added' +yes" row2 "${out}")
if(row1 STREQUAL "" OR row2 STREQUAL "")
  message(FATAL_ERROR "the two-class program's faults were not found:\n${out}")
endif()

# --programs (case-insensitive) and --sample: set 1 of Counter_pair; sets 1 and 2 of clamp.
bench(chosen 0 --programs counter_PAIR --sample 1 --json chosen.json)
expect_json(chosen.json 1 totals cases)
expect_json(chosen.json Counter_pair_1 cases 0 name)
bench(sampled 0 --programs clamp --sample 2 --json sampled.json)
expect_json(sampled.json clamp_2 cases 1 name)

# Two shards merged: the whole run's totals.
bench(shard1 1 --shard 1/2 --json shard1.json)
bench(shard2 0 --shard 2/2 --json shard2.json)
execute_process(COMMAND ${AMEND} bench --merge ${WORK_DIR}/shard2.json ${WORK_DIR}/shard1.json --halves --json ${WORK_DIR}/merged.json
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "--merge exited with ${rc} (1 expected: clamp_3 does not compile)\n${out}\n${err}")
endif()
file(READ ${WORK_DIR}/all.json all_json)
file(READ ${WORK_DIR}/merged.json merged_json)
foreach(total cases faults found with_valid_fix proper_top1 proper_top5 errors)
  string(JSON whole GET "${all_json}" totals ${total})
  string(JSON merged GET "${merged_json}" totals ${total})
  if(NOT whole EQUAL merged)
    message(FATAL_ERROR "merged ${total} = ${merged}, the whole run's = ${whole}\n${out}")
  endif()
endforeach()
foreach(index RANGE 4)
  string(JSON whole GET "${all_json}" cases ${index} name)
  string(JSON merged GET "${merged_json}" cases ${index} name)
  if(NOT whole STREQUAL merged)
    message(FATAL_ERROR "merged case ${index} is ${merged}, the whole run's ${whole}")
  endif()
endforeach()

# Usage errors: a slice out of range, an unknown program, overlapping reports.
bench(bad_shard 2 --shard 3/2)
bench(bad_program 2 --programs nothing)
string(FIND "${err}" "no program `nothing' (the collection has: clamp, Counter_pair)" at)
if(at EQUAL -1)
  message(FATAL_ERROR "unknown program not named:\n${err}")
endif()
execute_process(COMMAND ${AMEND} bench --merge ${WORK_DIR}/shard1.json ${WORK_DIR}/all.json RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 2 OR NOT err MATCHES "is in two of the reports")
  message(FATAL_ERROR "overlapping reports: exit ${rc}\n${err}")
endif()
