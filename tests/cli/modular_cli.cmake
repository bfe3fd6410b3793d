# End-to-end test of modular testing (issue 12: proof obligations a modular prover reports, found by
# running callees as their contracts, loops as their invariants, routines from invariant states):
#  - `amend test' reports each kind on the programs of tests/modular written for it (on by default:
#    they are AutoProof-style), with its counterexample, in the text, the totals, the exit status and --json;
#  - nothing on their correct counterparts; nothing with --modular off; a bad --modular is a usage error;
#  - `amend fix' lists them after the faults, not fixed (its exit status counts faults only);
#  - `auto' is on for a project that refers to AutoProof's libraries, whatever its classes;
#  - on other programs `auto' checks exported creation procedures called again as commands only.
# Variables: AMEND (the executable), SOURCE_DIR (the project), WORK_DIR (scratch).
set(dir ${SOURCE_DIR}/tests/modular)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})

# Runs amend with ARGN, expecting exit status `expected'; its output in `out' and `err'.
function(run_amend expected)
  execute_process(COMMAND ${AMEND} ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE e)
  if(NOT rc EQUAL expected)
    message(FATAL_ERROR "amend ${ARGN} exited with ${rc}, expected ${expected}:\n${o}\n${e}")
  endif()
  set(out "${o}" PARENT_SCOPE)
  set(err "${e}" PARENT_SCOPE)
endfunction()

function(expect_in text needle what)
  string(FIND "${text}" "${needle}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${what}: expected `${needle}' in:\n${text}")
  endif()
endfunction()

function(expect_not_in text needle what)
  string(FIND "${text}" "${needle}" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "${what}: unexpected `${needle}' in:\n${text}")
  endif()
endfunction()

# A callee whose correct body has a too weak postcondition.
run_amend(1 test ${dir}/odometer_weak.e --time 1 --threads 1 --json ${WORK_DIR}/odometer.json)
expect_in("${out}" "Proof obligation 1 (callee_contract): ODOMETER_WEAK.wrap_units's postcondition is too weak for its caller ODOMETER_WEAK.advance: clause `units_advanced' fails when wrap_units is replaced by its contract" "odometer")
expect_in("${out}" "with ODOMETER_WEAK.wrap_units replaced by: (nothing changed)" "odometer")
expect_in("${out}" "from the start state (set on entry to ODOMETER_WEAK.advance): units := 9" "odometer")
expect_in("${out}" "v1.advance" "odometer counterexample")
expect_in("${out}" "0 faults (+1 proof obligation failing)" "odometer totals")
file(READ ${WORK_DIR}/odometer.json json)
expect_in("${json}" "\"proof_obligations\"" "odometer json")
expect_in("${json}" "\"kind\": \"callee_contract\"" "odometer json")
expect_in("${json}" "\"callee\": \"ODOMETER_WEAK.wrap_units\"" "odometer json")

# Off: the same program has no fault.
run_amend(0 test ${dir}/odometer_weak.e --time 1 --threads 1 --modular off)
expect_not_in("${out}" "Proof obligation" "--modular off")

run_amend(2 test ${dir}/odometer_weak.e --modular sometimes)
expect_in("${err}" "amend test: --modular expects on, off or auto, not `sometimes'" "bad --modular")

# A loop whose invariant is too weak and not inductive.
run_amend(1 test ${dir}/triangle_weak.e --time 1 --threads 1 --json ${WORK_DIR}/triangle.json)
expect_in("${out}" "(loop_invariant_too_weak): a loop invariant of TRIANGLE_WEAK.sum_to is too weak: clause `triangular' fails" "triangle")
expect_in("${out}" "(loop_not_inductive): a loop invariant of TRIANGLE_WEAK.sum_to is not inductive: clause `bounded' fails" "triangle")
expect_in("${out}" "with the loop's variables set to: Result := 300" "triangle")
file(READ ${WORK_DIR}/triangle.json json)
expect_in("${json}" "\"kind\": \"loop_not_inductive\"" "triangle json")

# A loop whose invariant is too weak for a callee's precondition in its body: the state needs the
# invariant's equality solved for `left' (Result = -1, left = items + capacity).
run_amend(1 test ${dir}/packing_weak.e --time 1 --threads 1 --json ${WORK_DIR}/packing.json)
expect_in("${out}" "Proof obligation 1 (loop_body_contract): a loop invariant of PACKING_WEAK.full_boxes is too weak for the loop body: PACKING_WEAK.take's precondition (clause `stock_bounded') fails in an iteration from a state satisfying the invariant and not the exit condition" "packing")
expect_in("${out}" "packing_weak.e:44:13" "packing: the call in the loop body")
expect_in("${out}" "with the loop's variables set to: Result := 0 - 1; left := items - (capacity * Result)" "packing")
expect_in("${out}" "0 faults (+1 proof obligation failing)" "packing totals")
file(READ ${WORK_DIR}/packing.json json)
expect_in("${json}" "\"kind\": \"loop_body_contract\"" "packing json")
expect_in("${json}" "\"callee\": \"PACKING_WEAK.take\"" "packing json")
expect_in("${json}" "\"violation\": \"precondition\"" "packing json")

# A routine failing only from a state the invariant allows.
run_amend(1 test ${dir}/flags_weak.e --time 1 --threads 1)
expect_in("${out}" "(invariant_state): FLAGS_WEAK.start fails from a state its class invariant allows" "flags")
expect_in("${out}" "from the start state (set on entry to FLAGS_WEAK.start): after := True" "flags")

# The correct counterparts: nothing.
foreach(proved odometer_proved triangle_proved packing_proved flags_proved cursor_reset_proved span_proved)
  run_amend(0 test ${dir}/${proved}.e --time 1 --threads 1)
  expect_not_in("${out}" "Proof obligation" "${proved}")
endforeach()

# amend fix lists the obligation after the faults, not fixed.
run_amend(0 fix ${dir}/odometer_weak.e --time 1 --threads 1 --json ${WORK_DIR}/fix.json)
expect_in("${out}" "Proof obligation 1 (callee_contract): ODOMETER_WEAK.wrap_units's postcondition is too weak" "fix")
expect_in("${out}" "1 failing proof obligation (not fixed)." "fix")
file(READ ${WORK_DIR}/fix.json json)
expect_in("${json}" "\"kind\": \"callee_contract\"" "fix json")

# A project written for a prover may say so only through its libraries (`$AP', testing_ap.ecf):
# `auto' turns modular testing on for the project, not for its class read on its own.
run_amend(1 test ${dir}/prover_project/prover_project.ecf --time 1 --threads 1)
expect_in("${out}" "Proof obligation 1 (loop_invariant_too_weak): a loop invariant of INTEGER_ROOT.root is too weak: clause `below' fails" "prover project")
run_amend(0 test ${dir}/prover_project/integer_root.e --time 1 --threads 1)
expect_not_in("${out}" "Proof obligation" "the project's class on its own")

# Not written for a prover: `auto' still reports an exported creation procedure that fails when
# called again from a state the invariant allows (`reset' leaving `after' True), and only that.
run_amend(1 test ${dir}/cursor_reset_weak.e --time 1 --threads 1)
expect_in("${out}" "Proof obligation 1 (invariant_state): CURSOR_RESET_WEAK.reset fails from a state its class invariant allows (not reached from creation by any test): clause `not_both' fails\n" "cursor reset")
expect_in("${out}" "0 faults (+1 proof obligation failing)" "cursor reset totals")
run_amend(0 test ${dir}/cursor_reset_weak.e --time 1 --threads 1 --modular off)
expect_not_in("${out}" "Proof obligation" "cursor reset, --modular off")

# A creation procedure of the kernel replaced by its contract: INTEGER_INTERVAL.make gives no bounds
# for an empty interval, which SPAN_WEAK.range's `same_ends' needs; SPAN_PROVED promises only what it gives.
run_amend(1 test ${dir}/span_weak.e --time 1 --threads 1)
expect_in("${out}" "Proof obligation 1 (callee_contract): INTEGER_INTERVAL.make's postcondition is too weak for its caller SPAN_WEAK.range: clause `same_ends' fails" "span")
