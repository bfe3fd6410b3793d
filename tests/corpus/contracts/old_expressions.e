-- old expressions are evaluated on entry (old l.count is 1 here).
-- expect: 3
-- expect: 7

class
	OLD_EXPRESSIONS_TEST

create
	make

feature

	make
		local
			l: ARRAYED_LIST [INTEGER]
		do
			create l.make (5)
			l.extend (1)
			append_twice (l, 7)
			io.put_integer (l.count)
			io.put_new_line
			io.put_integer (l.last)
			io.put_new_line
		end

	append_twice (l: ARRAYED_LIST [INTEGER]; v: INTEGER)
		do
			l.extend (v)
			l.extend (v)
		ensure
			two_more: l.count = old l.count + 2
			last_is_v: l.last = v
			first_unchanged: l.first = old l.first
		end

end
