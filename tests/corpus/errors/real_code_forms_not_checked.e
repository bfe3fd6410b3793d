-- Forms of real code that the parser reads but the checker does not support yet are
-- reported precisely, each at its start.
-- (Typed manifest constants `{T} v', line 20, and type objects `{T}', line 23, are supported
-- now: types/type_objects.e; so are the qualified anchored types on lines 26 and 28:
-- types/qualified_anchors.e.)
-- expect error: 21:9: addresses
-- The inline agent on line 22 is valid (agents are supported) and reports nothing, and so
-- are the anchors on lines 26 and 28.

class
	REAL_CODE_FORMS_NOT_CHECKED

create
	make

feature

	make
		do
			s := {STRING_8} "typed"
			s := $s
			print (agent (x: INTEGER): BOOLEAN do Result := x > 0 end)
			print ({INTEGER})
		end

	low: like s.count

	n: like {STRING_8}.count

	s: STRING

end
