# `amend bench --library base=PATH' (issue 13): every case of the collection is compiled, tested,
# fixed and compared with its reference on that EiffelBase instead of Amend's kernel, in the
# case's own process. On the small library in EiffelBase's shape (tests/eiffelbase_shape) a
# clamping routine's fault is found and its proper fix ranked first; a library that does not
# exist makes the case an error naming it (so the option reaches the case's process).
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
set(LIBRARY ${SOURCE_DIR}/tests/eiffelbase_shape)
include(${CMAKE_CURRENT_LIST_DIR}/project_common.cmake)

set(wallet_faulty [=[class WALLET
create make
feature
	make do end
	balance: INTEGER
	deposit (n: INTEGER)
		require
			positive: n > 0
		do
			balance := balance + n
		ensure
			added: balance = old balance + n
		end
	spend (n: INTEGER)
		require
			positive: n > 0
		do
			balance := balance - n
		ensure
			taken: balance = old balance - n
		end
invariant
	not_negative: balance >= 0
end
]=])
string(REPLACE "positive: n > 0\n\t\tdo\n\t\t\tbalance := balance - n" "positive: n > 0\n\t\t\tenough: n <= balance\n\t\tdo\n\t\t\tbalance := balance - n" wallet_reference "${wallet_faulty}")
if(wallet_reference STREQUAL wallet_faulty)
  message(FATAL_ERROR "the reference was not made")
endif()
write(collection/wallet/faulty/wallet.e "${wallet_faulty}")
write(collection/wallet/reference/wallet.e "${wallet_reference}")
write(collection/wallet/faults.txt "WALLET.spend invariant not_negative\n")

run_amend(0 bench collection --jobs 1 --threads 1 --time 2 --no-learning --library base=${LIBRARY}/base.ecf --json ${WORK_DIR}/with_library.json)
expect("faults found: 1 of 1" "${out}")
expect("top 1: 1" "${out}")
expect("0 errors, 0 crashes, 0 timeouts" "${out}")

run_amend(1 bench collection --jobs 1 --threads 1 --time 2 --no-learning --library base=${WORK_DIR}/missing)
expect("library `base' not found" "${out}${err}")
