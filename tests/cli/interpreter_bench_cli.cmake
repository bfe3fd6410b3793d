# End-to-end check of the interpreter micro-benchmarks (bench/programs/): `amend run` on each
# program prints the checksum line that the same algorithm prints in Lua 5.4 and CPython (the
# lines below were produced by those two), so an interpreter change that alters any result of
# calls, loops, arrays, objects, strings, contracts with `old' or agents shows here.
# Variables: AMEND (the executable), SOURCE_DIR (the project).
set(expected
  "agents|agents checksum = 742112 kept = 200548"
  "contracts|contracts checksum = 639455525 operations = 599990"
  "fib|fib(30) = 832040"
  "loops|loops checksum = 651875"
  "objects|objects checksum = 596399979"
  "sieve|primes = 78498 checksum = 550401764"
  "strings|length = 694130 checksum = 491355")
foreach(entry IN LISTS expected)
  string(FIND "${entry}" "|" bar)
  string(SUBSTRING "${entry}" 0 ${bar} name)
  math(EXPR start "${bar} + 1")
  string(SUBSTRING "${entry}" ${start} -1 line)
  execute_process(COMMAND ${AMEND} run ${SOURCE_DIR}/bench/programs/${name}.e
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  string(STRIP "${out}" out)
  if(NOT rc EQUAL 0 OR NOT out STREQUAL line)
    message(FATAL_ERROR "amend run ${name}.e exited with ${rc} and printed\n${out}\nexpected\n${line}\n${err}")
  endif()
endforeach()
