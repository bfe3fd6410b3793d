# End-to-end tests of EiffelStudio projects on the command line (run by ctest as `cmake -P`):
# `amend check/run/tests/test' take an .ecf with --target; `amend run' starts at the .ecf's
# root; an unknown target and a library that cannot be found are clear errors (exit 1); and
# `amend check --parse-only' counts the files that parse and shows the first error of the others.
# Variables: AMEND (the executable), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})

include(${CMAKE_CURRENT_LIST_DIR}/project_common.cmake)

# A project in EiffelStudio's shape: an abstract target with the libraries, two concrete
# targets with their own roots, a test target, Windows separators, a file rule.
write(shop/shop.ecf [=[<?xml version="1.0" encoding="ISO-8859-1"?>
<system xmlns="http://www.eiffel.com/developers/xml/configuration-1-22-0" name="shop">
	<target name="common" abstract="true">
		<file_rule><exclude>/EIFGENs$</exclude></file_rule>
		<option><assertions precondition="true" postcondition="true" invariant="true"/></option>
		<library name="base" location="$ISE_LIBRARY\library\base\base-scoop-safe.ecf"/>
		<library name="testing" location="$ISE_EIFFEL\library\testing\testing_ap.ecf"/>
		<cluster name="shop" location=".\src\" recursive="true"/>
	</target>
	<target name="shop" extends="common">
		<root class="SHOP" feature="make"/>
	</target>
	<target name="report" extends="common">
		<root class="SHOP" feature="report"/>
	</target>
	<target name="tests" extends="common">
		<tests name="tests" location=".\tests\"/>
	</target>
</system>
]=])
write(shop/src/shop.e [=[class SHOP
create make, report
feature
	make
		do
			create cart.make
			cart.add (3)
			cart.add (4)
			print ("total " + cart.total.out + "%N")
		end
	report
		do
			print ("report%N")
		end
	cart: CART
		attribute
			create Result.make
		end
end
]=])
write(shop/src/model/cart.e [=[class CART
create make
feature
	make do end
	total: INTEGER
	add (n: INTEGER)
		require
			positive: n > 0
		do
			total := total + n
		ensure
			added: total = old total + n
		end
end
]=])
write(shop/src/EIFGENs/shop/generated.e "class GENERATED feature broken (end")
write(shop/tests/cart_tests.e [=[class CART_TESTS
inherit EQA_TEST_SET
feature
	test_add
		local
			c: CART
		do
			create c.make
			c.add (2)
			assert_integers_equal ("two", 2, c.total)
		end
end
]=])

run_amend(0 check shop/shop.ecf)
expect("ok: 2 classes checked (libraries provided by Amend: base (EiffelBase), testing (testing))" "${out}")
run_amend(0 run shop/shop.ecf)
expect("total 7" "${out}")
run_amend(0 run shop/shop.ecf --target report)
expect("report" "${out}")
run_amend(0 tests shop/shop.ecf --target tests)
expect("PASS CART_TESTS.test_add" "${out}")
expect("1 passed, 0 failed" "${out}")
run_amend(0 test shop/shop.ecf --time 0 --max-tests 50 --threads 1)
expect("0 faults" "${out}")

run_amend(1 check shop/shop.ecf --target nope)
expect("shop/shop.ecf: no target `nope' (targets: `common', `shop', `report', `tests')" "${err}")

# A library that is not EiffelBase, testing or AutoProof must be found.
write(broken/broken.ecf [=[<system name="broken"><target name="broken">
	<library name="extra" location="$AMEND_TEST_UNSET_VARIABLE\extra\extra.ecf"/>
	<cluster name="src" location="."/>
</target></system>
]=])
write(broken/a.e "class A end")
run_amend(1 check broken/broken.ecf)
expect("library `extra' not found: location `$AMEND_TEST_UNSET_VARIABLE\\extra\\extra.ecf' expands to `/extra/extra.ecf' (variable AMEND_TEST_UNSET_VARIABLE is not set)" "${err}")

# --parse-only: every file parsed on its own, the first error of each that fails.
write(parse/good.e "class GOOD feature f: INTEGER end")
write(parse/other.e "class OTHER end")
write(parse/bad.e "class BAD feature f do x := end end")
run_amend(1 check --parse-only parse)
expect("parse/bad.e:1:29: error: unexpected `end', expected an expression" "${out}")
expect("2 of 3 files parse" "${out}")

# An AutoProof project (proof2fix's shape): `$AP' libraries, is_obsolete_iteration="false"
# (`across … as c' binds the item), SIMPLE_ARRAY with its MML model, frame conditions with
# manifest tuples. It runs from its root, and `amend test' finds the seeded fault.
write(ap/ap.ecf [=[<?xml version="1.0" encoding="ISO-8859-1"?>
<system xmlns="http://www.eiffel.com/developers/xml/configuration-1-22-0" name="ap">
	<target name="ap">
		<root class="APPLICATION" feature="make"/>
		<option warning="warning" is_obsolete_iteration="false">
			<assertions precondition="true" postcondition="true" check="true" invariant="true" loop="true"/>
		</option>
		<library name="base" location="$AP\library\base\base-scoop-safe.ecf"/>
		<cluster name="ap" location=".\" recursive="true"/>
	</target>
</system>
]=])
write(ap/application.e [=[class APPLICATION
create make
feature
	make
		local
			a: SIMPLE_ARRAY [INTEGER]
			m: MINIMUM
		do
			create a.make (3)
			a [1] := 5
			a [2] := -2
			a [3] := 9
			create m
			print ("min " + m.smallest (a).out + "%N")
		end
end
]=])
write(ap/minimum.e [=[class MINIMUM
feature
	smallest (a: SIMPLE_ARRAY [INTEGER]): INTEGER
		require
			not_empty: a.count > 0
			small: a.count <= 5
			modify_field (["closed"], [Current, a])
		local
			i: INTEGER
		do
			from
				Result := a [1]
				i := 2
			invariant
				so_far: across 1 |..| (i - 1) as c all Result <= a.sequence [c] end
			until
				i > a.count
			loop
				if a [i] < Result - 1 then
					Result := a [i]
				end
				i := i + 1
			variant
				decreases (a.count - i + 1)
			end
		ensure
			is_minimum: across 1 |..| a.count as c all Result <= a.sequence [c] end
		end
end
]=])
run_amend(0 run ap/ap.ecf)
expect("min -2" "${out}")
run_amend(1 test ap/ap.ecf --seed 1 --time 2)
expect("MINIMUM.smallest" "${out}")
expect("so_far" "${out}")
