-- STRING_8: replace_substring, prune_all, prune; replace_substring with an interval
-- that ends before it starts minus one breaks its precondition.
-- expect: hello Eiffel world
-- expect: 18
-- expect: Xhello Eiffel world
-- expect: Xhello Eiffel worl!
-- expect: Xhello Eiffel worl!?
-- expect: Xheo Eiffe wor!?
-- expect: Xeo Eiffe wor!?
-- expect: Xeo Eiffe wor!?
-- expect: banana
-- expect violation: precondition meaningful_interval

class
	STRING_REPLACE_PRUNE_TEST

create
	make

feature

	make
		local
			s: STRING
		do
			s := "hello big world"
			s.replace_substring ("Eiffel", 7, 9)
			print (s + "%N")
			print (s.count.out + "%N")
			s.replace_substring ("X", 1, 0)
			print (s + "%N")
			s.replace_substring ("!", s.count, s.count)
			print (s + "%N")
			s.replace_substring ("?", s.count + 1, s.count)
			print (s + "%N")
			s.prune_all ('l')
			print (s + "%N")
			s.prune ('h')
			print (s + "%N")
			s.prune ('h')
			print (s + "%N")
			s := "bananas"
			s.prune ('s')
			print (s + "%N")
			s.replace_substring ("x", 4, 2)
		end

end
