-- The class-name mappings EiffelBase's .ecf declares beside the standard aliases:
-- READABLE_STRING is READABLE_STRING_8, IMMUTABLE_STRING is IMMUTABLE_STRING_8.
-- expect: 3
-- expect: READABLE_STRING_8
-- expect: 5

class
	CLASS_NAME_MAPPINGS

create
	make

feature

	make
		local
			s: READABLE_STRING
			i: IMMUTABLE_STRING
			t: READABLE_STRING_8
		do
			s := "abc"
			print (s.count.out + "%N")
			t := s
			print (({READABLE_STRING}).name + "%N")
			create i.make_from_string ("hello")
			print (i.count.out + "%N")
		end

end
