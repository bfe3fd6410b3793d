-- TYPE.has_default (ECMA-367): an expanded type has its default object and a detachable type
-- has Void; only an attached reference type has no default.
-- expect: INTEGER_32 True
-- expect: detachable STRING_8 True
-- expect: STRING_8 False
-- expect: BOOLEAN True

class
	TYPE_HAS_DEFAULT

create
	make

feature

	make
		do
			show ({INTEGER})
			show ({detachable STRING})
			show ({STRING})
			show ({BOOLEAN})
		end

	show (t: TYPE [detachable ANY])
		do
			io.put_string (t.name + " " + t.has_default.out)
			io.put_new_line
		end

end
