# End-to-end tests of a project's own EiffelBase (issue 13), on the small library written in
# EiffelBase's shape in tests/eiffelbase_shape (run by ctest as `cmake -P'): a project whose
# `base' library exists loads it instead of Amend's kernel (the library's ANY features exist,
# the kernel's own classes do not), and so does `--library base=PATH'; its built-ins run; a
# built-in and a C external the runtime does not provide fail only the routines that reach them,
# with the routine and its file:line; an unavailable library location is an error naming it.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
set(LIBRARY ${SOURCE_DIR}/tests/eiffelbase_shape)
set(ENV{AMEND_TEST_EIFFELBASE} ${LIBRARY})

include(${CMAKE_CURRENT_LIST_DIR}/project_common.cmake)

# A project whose `base' library is the tree above (through a variable, with `\' separators).
write(shop/shop.ecf [=[<?xml version="1.0" encoding="ISO-8859-1"?>
<system xmlns="http://www.eiffel.com/developers/xml/configuration-1-22-0" name="shop">
	<target name="shop">
		<root class="SHOP" feature="make"/>
		<library name="base" location="$AMEND_TEST_EIFFELBASE\base.ecf"/>
		<library name="testing" location="$ISE_LIBRARY\library\testing\testing.ecf"/>
		<cluster name="shop" location=".\src\" recursive="true"/>
	</target>
</system>
]=])
write(shop/src/shop.e [=[class SHOP
create make, collect, pid
feature
	make
		local
			prices: ARRAY [INTEGER]
			name, plural: STRING
			platform: PLATFORM
			point: POINT
		do
			prices := <<30, 4, 12>>
			print ("total " + total (prices).out + "%N")
			print ("has 4: " + prices.has (4).out + ", count " + prices.count.out + "%N")
			name := "widget"
			plural := name.twin
			plural.append_character ('s')
			print (name + " " + plural + " " + (name < plural).out + "%N")
			print (generator + " " + prices.generator + " " + (prices.conforms_to (prices)).out + "%N")
			create platform
			print ((3).max (7).out + " " + platform.is_unix.out + "%N")
			create point.make (1, 2)
			print (point)
			print ((point.standard_twin /= point and point.standard_twin.y = 2).out + "%N")
			print ((-5).hash_code.out + " " + (True).disjuncted_exclusive (False).out + "%N")
		end
	total (a: ARRAY [INTEGER]): INTEGER
		local
			i: INTEGER
		do
			from i := a.lower until i > a.upper loop
				Result := Result + a [i]
				i := i + 1
			end
		end
	collect
		local
			m: MEMORY
		do
			print ("collecting%N")
			create m
			m.collect_now
		end
	pid
		local
			e: EXECUTION_ENVIRONMENT
		do
			create e
			print (e.process_id.out)
		end
end
]=])
write(shop/src/point.e [=[class POINT
create make
feature
	x, y: INTEGER
	make (a, b: INTEGER)
		do
			x := a
			y := b
		end
end
]=])
write(shop/src/shop_tests.e [=[class SHOP_TESTS
inherit EQA_TEST_SET
feature
	test_total
		local
			s: SHOP
		do
			create s.make
			assert ("total", s.total (<<1, 2, 3>>) = 6)
		end
	test_wrong
		do
			assert ("wrong", ("ab").same_string ("abc"))
		end
end
]=])

# Loaded instead of the kernel: the library's classes check, the program runs on them.
run_amend(0 check shop/shop.ecf)
expect("ok: 3 classes checked (EiffelBase: ${LIBRARY}/base.ecf) (libraries provided by Amend: testing (testing))" "${out}")
run_amend(0 run shop/shop.ecf)
expect("total 46\nhas 4: True, count 3\nwidget widgets True\nSHOP ARRAY True\n7 True\nPOINT\n    x: 1\n    y: 2\nTrue\n4 True\n" "${out}")
run_amend(1 tests shop/shop.ecf)
expect("PASS SHOP_TESTS.test_total" "${out}")
expect("FAIL SHOP_TESTS.test_wrong" "${out}")
expect("1 passed, 1 failed" "${out}")

# The kernel steps aside entirely: its classes the library lacks are unknown.
write(kernel_only/uses_list.e [=[class USES_LIST
feature
	items: detachable ARRAYED_LIST [INTEGER]
end
]=])
run_amend(0 check kernel_only)
run_amend(1 check kernel_only --library base=${LIBRARY})
expect("unknown class `ARRAYED_LIST'" "${err}")

# --library base=PATH (a folder holding base.ecf) on a plain folder: the library's ANY has
# `generator', the kernel's has not.
write(plain/app.e [=[class APP
create make
feature
	make
		do
			print (generator + "%N")
		end
end
]=])
run_amend(1 check plain)
expect("generator" "${err}")
run_amend(0 run plain --library base=${LIBRARY})
expect("APP" "${out}")
run_amend(2 check plain --library nope)
expect("amend check: --library expects base=PATH (only EiffelBase can be given), not `nope'" "${err}")

# A built-in and a C external the runtime does not provide: only the routines reaching them fail,
# each named with where it is declared; the rest ran.
run_amend(1 run shop/shop.ecf --root SHOP.collect)
expect("collecting" "${out}")
expect("external routine MEMORY.full_collect (${LIBRARY}/kernel/memory.e:9:2, external \"built_in\") is not provided by Amend's runtime" "${out}${err}")
run_amend(1 run shop/shop.ecf --root SHOP.pid)
expect("external routine EXECUTION_ENVIRONMENT.process_id (${LIBRARY}/kernel/execution_environment.e:9:2, external \"C inline use <unistd.h>\") is not provided" "${out}${err}")

# The library report: every class checks; the built-ins provided and the one missing.
run_amend(0 check --library-report --library base=${LIBRARY}/base.ecf ${LIBRARY}/base.ecf)
expect("EiffelBase: ${LIBRARY}/base.ecf" "${out}")
expect("24 of 24 classes check" "${out}")
expect("built-ins: 42 of 44 provided" "${out}")
expect("other externals: 0 of 1 provided" "${out}")
expect("${LIBRARY}/kernel/memory.e:9:2: missing built-in MEMORY.full_collect" "${out}")
expect("${LIBRARY}/kernel/integer_32_ref.e:43:2: missing built-in INTEGER_32_REF.set_item" "${out}")

# Unavailable locations: a `base' library that does not exist, and --library base=PATH.
write(lost/lost.ecf [=[<?xml version="1.0" encoding="ISO-8859-1"?>
<system xmlns="http://www.eiffel.com/developers/xml/configuration-1-22-0" name="lost">
	<target name="lost">
		<library name="base" location="$AMEND_TEST_EIFFELBASE\..\nowhere\library.ecf"/>
		<cluster name="lost" location="../plain/"/>
	</target>
</system>
]=])
run_amend(1 check lost/lost.ecf)
expect("lost/lost.ecf: library `base' not found: location `$AMEND_TEST_EIFFELBASE\\..\\nowhere\\library.ecf' expands to `${SOURCE_DIR}/tests/nowhere/library.ecf'" "${err}")
run_amend(1 check plain --library base=${WORK_DIR}/missing)
expect("library `base' not found: --library base=${WORK_DIR}/missing: no such .ecf file, nor a folder holding base.ecf or library.ecf" "${err}")
