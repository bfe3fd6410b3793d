# End-to-end tests of a project's own EiffelBase (issue 13), on the small library written in
# EiffelBase's shape in tests/eiffelbase_shape (run by ctest as `cmake -P'): a project whose
# `base' library exists loads it instead of Amend's kernel (the library's ANY features exist,
# the kernel's own classes do not), and so does `--library base=PATH'; its built-ins run (ANY's
# deep operations, ISE_RUNTIME, TYPE, CONSOLE's C externals, MEMORY, EXCEPTIONS.die …); a
# built-in and a C external the runtime does not provide fail only the routines that reach them,
# with the routine and its file:line; an unavailable library location is an error naming it.
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
set(LIBRARY ${SOURCE_DIR}/tests/eiffelbase_shape)
set(ENV{AMEND_TEST_EIFFELBASE} ${LIBRARY})

include(${CMAKE_CURRENT_LIST_DIR}/project_common.cmake)

# The run's output must not go on past the point that stopped it (`what'): no "not reached".
function(expect_stopped what)
  string(FIND "${out}" "not reached" reached)
  if(NOT reached EQUAL -1)
    message(FATAL_ERROR "the run went on after ${what}:\n${out}")
  endif()
endfunction()

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
create make, collect, pid, deep, reflect, system, quit, referers, attempt, raising, console, reading, overrun
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
	deep
		local
			a, b, c: NODE
		do
			create a.make (1)
			create b.make (2)
			a.set_next (b)
			b.set_next (a)
			c := a.deep_twin
			print ((c /= a).out + " " + (c.next /= b).out + " " + (attached c.next as n and then n.next = c).out + "%N")
			print (c.is_deep_equal (a).out + " " + a.is_deep_equal (c).out + " " + c.standard_is_equal (a).out + "%N")
			if attached c.next as n then n.set_item (5) end
			print (c.is_deep_equal (a).out + " " + a.is_deep_equal (b).out + "%N")
			create a.make (3)
			create b.make (4)
			a.set_next (b)
			create c.make (9)
			c.deep_copy (a)
			print ((c.item = 3).out + " " + (c.next /= b).out + " " + (attached c.next as n and then n.item = 4).out + " " + c.is_deep_equal (a).out + "%N")
		end
	reflect
		local
			r: REFLECTOR
			p: POINT
			a, b: NODE
			prices: ARRAY [INTEGER]
		do
			create r
			create p.make (1, 2)
			prices := <<3>>
			print (r.field_count (p).out + " " + r.integer_32_field (2, p).out + "%N")
			r.set_integer_32_field (1, p, 7)
			print (p.x.out + " " + r.type_name_of_type (r.dynamic_type (prices)) + " " + r.class_name_of_type (r.dynamic_type (prices)) + "%N")
			if attached {POINT} r.new_instance_of (r.dynamic_type (p)) as q then
				print ("new " + q.x.out + " " + (q /= p).out + "%N")
			end
			print (p.generating_type.out + " " + prices.generating_type.name + " " + (p.generating_type = p.generating_type).out + "%N")
			print (prices.generating_type.generic_parameter_count.out + " " + prices.generating_type.generic_parameter_type (1).name + " "
				+ prices.generating_type.generic_parameter_type (1).is_expanded.out + " " + p.generating_type.is_expanded.out + "%N")
			print ({COMPARABLE}.is_deferred.out + " " + p.generating_type.conforms_to_type ({ANY}).out + " "
				+ {ANY}.conforms_to_type (p.generating_type).out + " " + ({POINT}.type_id = p.generating_type.type_id).out + "%N")
			print ({ISE_RUNTIME}.check_assert (False).out + " " + {ISE_RUNTIME}.in_assertion.out + "%N")
			create a.make (1)
			create b.make (2)
			a.set_next (b)
			print ((r.reference_field (2, a) = b).out + " " + (r.type_of_type (r.dynamic_type (p)) = p.generating_type).out + " "
				+ r.is_attached_type (r.dynamic_type (p)).out + " " + r.is_attached_type (r.detachable_type (r.dynamic_type (p))).out + "%N")
		end
	system
		local
			m: MEMORY
			arguments: ARGUMENTS_32
			r: REAL_64
			i: INTEGER
		do
			create m
			m.collect_now
			create arguments
			io.put_integer (42)
			io.put_character ('!')
			io.new_line
			r := 2.5
			i := 4
			print (m.collecting.out + " " + arguments.argument_count.out + " " + (+i).out + "%N")
			print (r.floor_real_64.out + " " + r.ceiling_real_64.out + " " + (+r).out + " " + (0.0 / 0.0).is_nan.out + " "
				+ (0.0 / 0.0).ieee_maximum_number (1.5).out + " " + (0.0 / 0.0).ieee_is_less (1.5).out + "%N")
		end
	copying
			-- On a basic value too, `standard_copy' meets its postcondition.
		local
			b: BOOLEAN
			i: INTEGER
		do
			b.standard_copy (True)
			i.standard_copy (7)
			print ("copied%N")
		end
	quit
		local
			e: EXCEPTIONS
		do
			print ("quitting%N")
			create e
			e.die (3)
			print ("not reached%N")
		end
	attempt
		local
			tries: INTEGER
			e: EXCEPTION
		do
			tries := tries + 1
			if tries < 3 then
				create e
				e.raise
			end
			print ("done after " + tries.out + "%N")
		rescue
			retry
		end
	raising
		local
			e: EXCEPTION
		do
			create e
			e.raise
			print ("not reached%N")
		end
	referers
		local
			m: MEMORY
		do
			create m
			print (m.referers (Current).count.out)
		end
	console
			-- Printing through CONSOLE made as EiffelBase makes it (FILE's name in C memory).
		do
			print (42)
			io.put_string ("x")
			io.put_integer (-7)
			io.put_character ('!')
			io.new_line
			print (io.standard_default.name + " " + io.standard_default.is_open_write.out + "%N")
			print ((io.standard_default.file_pointer /= default_pointer).out + "%N")
		end
	reading
		do
			print ("before%N")
			io.read_character
			print ("not reached%N")
		end
	overrun
			-- Reading past the end of a C block.
		local
			p: MANAGED_POINTER
		do
			create p.make (2)
			print (p.read_character (1).code.out + "%N")
			print ((p.item + 8).out + "%N")
			(p.item + 1).memory_copy (p.item, 4)
			print ("not reached%N")
		end
end
]=])
write(shop/src/node.e [=[class NODE
create make
feature
	item: INTEGER
	next: detachable NODE
	make (i: INTEGER)
		do
			item := i
		end
	set_item (i: INTEGER)
		do
			item := i
		end
	set_next (n: NODE)
		do
			next := n
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
expect("ok: 4 classes checked (EiffelBase: ${LIBRARY}/base.ecf) (libraries provided by Amend: testing (testing))" "${out}")
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

# EiffelBase's deep operations, reflection (ISE_RUNTIME through REFLECTOR with `$object', TYPE
# objects as `generating_type'), the console's C externals, MEMORY, ARGUMENTS_32, REAL_64's
# built-ins and EXCEPTIONS.die, as the runtime provides them (BUILTINS.md).
run_amend(0 run shop/shop.ecf --root SHOP.deep)
expect("True True True\nTrue True False\nFalse False\nTrue True True True\n" "${out}")
run_amend(0 run shop/shop.ecf --root SHOP.reflect)
expect("2 2\n7 ARRAY [INTEGER_32] ARRAY\nnew 0 True\nPOINT ARRAY [INTEGER_32] True\n1 INTEGER_32 True False\nTrue True False True\nTrue False\nTrue True True False\n" "${out}")
run_amend(0 run shop/shop.ecf --root SHOP.system)
expect("42!\nTrue 0 4\n2.0 3.0 2.5 True 1.5 False\n" "${out}")
# Printing through CONSOLE as EiffelBase makes it: FILE's name kept in C memory (MANAGED_POINTER
# over POINTER_REF's c_calloc and c_memcpy, `$' of a variable), the console's C externals. The
# standard file's name is read back from its C bytes.
run_amend(0 run shop/shop.ecf --root SHOP.console)
if(NOT out STREQUAL "42x-7!\nstdout True\nTrue\n")
  message(FATAL_ERROR "SHOP.console printed:\n${out}")
endif()
# Reading the console is not provided: the run stops where it reaches console_readchar.
run_amend(1 run shop/shop.ecf --root SHOP.reading)
expect("before\n" "${out}")
expect("external routine CONSOLE.console_readchar (${LIBRARY}/kernel/console.e:105:2, external \"C blocking signature (FILE *): EIF_CHARACTER use \"eif_console.h\"\") is not provided by Amend's runtime" "${out}${err}")
expect_stopped("console_readchar")
# Memory outside a block: the run fails naming the routine and the bytes, and stops there.
run_amend(1 run shop/shop.ecf --root SHOP.overrun)
expect("0\n0x10008\n" "${out}")
expect("c_memcpy: invalid memory access: 4 bytes at 0x10000 are not inside a block or variable" "${out}${err}")
expect_stopped("the invalid access")

run_amend(0 run shop/shop.ecf --root SHOP.copying)
expect("copied\n" "${out}")

run_amend(1 run shop/shop.ecf --root SHOP.quit)
expect("quitting" "${out}")
expect("the program ended itself with `die (3)'" "${out}${err}")
expect_stopped("`die'")

run_amend(0 run shop/shop.ecf --root SHOP.attempt)
expect("done after 3\n" "${out}")
run_amend(1 run shop/shop.ecf --root SHOP.raising)
expect("exception EXCEPTION raised" "${out}${err}")
expect_stopped("`raise'")

# A built-in and a C external the runtime does not provide: only the routines reaching them fail,
# each named with where it is declared; the rest ran.
run_amend(0 run shop/shop.ecf --root SHOP.collect)
expect("collecting\n" "${out}")
run_amend(1 run shop/shop.ecf --root SHOP.referers)
expect("external routine MEMORY.find_referers (${LIBRARY}/kernel/memory.e:44:2, external \"built_in static\") is not provided by Amend's runtime" "${out}${err}")
run_amend(1 run shop/shop.ecf --root SHOP.pid)
expect("external routine EXECUTION_ENVIRONMENT.process_id (${LIBRARY}/kernel/execution_environment.e:9:2, external \"C inline use <unistd.h>\") is not provided" "${out}${err}")

# The library report: every class checks; the built-ins provided and the one missing.
run_amend(0 check --library-report --library base=${LIBRARY}/base.ecf ${LIBRARY}/base.ecf)
expect("EiffelBase: ${LIBRARY}/base.ecf" "${out}")
expect("39 of 39 classes check" "${out}")
expect("built-ins: 82 of 83 provided" "${out}")
expect("other externals: 13 of 15 provided" "${out}")
expect("${LIBRARY}/kernel/memory.e:44:2: missing built-in MEMORY.find_referers" "${out}")

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

# A basic type's reference object (`create {INTEGER_32_REF}') holds its value: `set_item' stores
# it, `item' reads it, twin/deep_twin copy it and standard equality compares it (`item' returned
# the object itself and `set_item' was not provided: FreeELKS's NATURAL_16_REF.copy broke
# `is_equal', as_natural_8 recursed without end).
write(references/app.e [=[class APP create make feature
	make
		local
			r, s: INTEGER_32_REF
		do
			create r
			r.set_item (41)
			s := r.twin
			print ((s.item + 1).out + " " + r.is_equal (s).out + " " + r.deep_twin.item.out)
			s.set_item (7)
			print (" " + r.is_equal (s).out + " " + r.standard_is_equal (s).out + " " + r.item.out + "%N")
		end
end
]=])
run_amend(0 run references --library base=${LIBRARY})
expect("42 True 41 False False 41\n" "${out}")
