# End-to-end tests of language forms only a project's own EiffelBase reaches (issue 13), on a
# copy of tests/eiffelbase_shape with classes written here in FreeELKS's shapes: in library code
# `$x' of an INTEGER variable is a TYPED_POINTER [INTEGER_32] (passed to a C external that takes
# one; the external is reported when reached, nothing else fails); a BOOLEAN_REF serves as a
# condition through its `item'; a library class with an unknown class in a client list checks
# with a warning; `$x' of a call that has returned addresses nothing, even from the next call of
# the same routine at the same depth (whose call record lies where the returned one's was).
# Variables: AMEND (the executable), SOURCE_DIR (the repository), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(COPY ${SOURCE_DIR}/tests/eiffelbase_shape/ DESTINATION ${WORK_DIR}/lib)

include(${CMAKE_CURRENT_LIST_DIR}/project_common.cmake)

write(lib/kernel/typed_pointer.e [=[expanded class TYPED_POINTER [G]
feature
	code: INTEGER
end
]=])
write(lib/kernel/codec.e [=[class CODEC
feature {NONE, ABSENT_DEBUGGER}
	status: INTEGER
feature
	convert_all: INTEGER
		local
			count: INTEGER
		do
			Result := c_convert ($count, $status)
		end
feature {NONE}
	c_convert (a_count, a_status: TYPED_POINTER [INTEGER]): INTEGER
		external
			"C inline"
		alias
			"return 0;"
		end
end
]=])
write(lib/kernel/frame_probe.e [=[class FRAME_PROBE
create make
feature
	make
		do
			create block.make (4)
		end
	block: MANAGED_POINTER
	local_address (earlier: POINTER; read_earlier: BOOLEAN): POINTER
			-- The address of a local of this call; when `read_earlier', first the 4 bytes at
			-- `earlier' copied into `block'.
		local
			own: INTEGER
		do
			own := 7
			if read_earlier then
				block.item.memory_copy (earlier, 4)
				print ("copied " + block.read_character (0).code.out + "%N")
			end
			Result := $own
		end
end
]=])
write(app/app.e [=[class APP
create make, convert_codec, stale_address
feature
	make
		local
			flag: BOOLEAN_REF
		do
			flag := False
			if flag then
				print ("on%N")
			elseif not flag.item then
				print ("off%N")
			end
			flag := True
			if flag and then flag.item then
				print ("on%N")
			end
		end
	convert_codec
		local
			c: CODEC
		do
			create c
			print ("converting%N")
			print (c.convert_all.out)
		end
	stale_address
		local
			probe: FRAME_PROBE
			p: POINTER
		do
			create probe.make
			p := probe.local_address (p, False)
			p := probe.local_address (p, True)
			print ("not reached%N")
		end
end
]=])

run_amend(0 check app --library base=lib)
expect("unknown class `ABSENT_DEBUGGER' in client list: it grants no access" "${err}${out}")
run_amend(0 run app --library base=lib)
expect("off\non\n" "${out}")
run_amend(1 run app --root APP.convert_codec --library base=lib)
expect("converting" "${out}")
expect("external routine CODEC.c_convert" "${out}${err}")
# The local of the first call is gone when the second call reads it: the run fails there.
run_amend(1 run app --root APP.stale_address --library base=lib)
expect("c_memcpy: invalid memory access: 4 bytes at 0x7000000000000000 are not inside a block or variable" "${out}${err}")
string(FIND "${out}" "copied" copied)
string(FIND "${out}" "not reached" reached)
if(NOT copied EQUAL -1 OR NOT reached EQUAL -1)
  message(FATAL_ERROR "the second call read the first call's local:\n${out}")
endif()
