-- expect: Hello, World
-- expect: Hello
-- expect: HELLO, WORLD
-- expect: hello, world
-- expect: 5
-- expect: 9
-- expect: 3
-- expect: True
-- expect: Jello, World
-- expect: >> Jello, World
-- expect: > Jello, World
-- expect: >[] Jello, World
-- expect: >[] |rld
-- expect: True
-- expect: -42True2.5
-- expect:   padded  
-- expect: [padded]
-- expect: 0
-- expect: cba

class
	STRING_OPERATIONS_TEST

create
	make

feature

	make
		local
			s: STRING
		do
			create s.make (5)
			s.append ("Hello")
			s.append_character (',')
			s.extend (' ')
			s.append_string ("World")
			show (s)
			show (s.substring (1, 5))
			show (s.as_upper)
			show (s.as_lower)
			io.put_integer (s.index_of ('o', 1))
			io.put_new_line
			io.put_integer (s.index_of ('o', 6))
			io.put_new_line
			io.put_integer (s.occurrences ('l'))
			io.put_new_line
			io.put_boolean (s.has ('W') and s.starts_with ("Hell") and s.ends_with ("rld"))
			io.put_new_line
			s.put ('J', 1)
			show (s)
			s.prepend (">> ")
			show (s)
			s.remove (1)
			show (s)
			s.insert_string ("[]", 2)
			show (s)
			show (s.head (4) + "|" + s.tail (3))
			s.wipe_out
			io.put_boolean (s.is_empty)
			io.put_new_line
			s.append_integer (-42)
			s.append_boolean (True)
			s.append_double (2.5)
			show (s)
			show (("  padded  ").twin)
			s := "  padded  "
			s.adjust
			show ("[" + s + "]")
			io.put_integer (("abc").hash_code - ("abc").hash_code)
			io.put_new_line
			show ("abc".mirrored)
		end

	show (s: STRING)
		do
			io.put_string (s)
			io.put_new_line
		end

end
