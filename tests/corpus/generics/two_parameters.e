-- Two generic parameters; nested generic derivations; objects are shared by reference.
-- expect: age=30
-- expect: 31
-- expect: 31

class
	TWO_PARAMETERS_TEST

create
	make

feature

	make
		local
			p: PAIR [STRING, INTEGER]
			q: PAIR [INTEGER, PAIR [STRING, INTEGER]]
		do
			create p.make ("age", 30)
			io.put_string (p.first)
			io.put_string ("=")
			io.put_integer (p.second)
			io.put_new_line
			create q.make (1, p)
			io.put_integer (q.second.second + q.first)
			io.put_new_line
			p.swap_into_second (31)
			io.put_integer (q.second.second)
			io.put_new_line
		end

end

class
	PAIR [F, S]

create
	make

feature

	make (a: F; b: S)
		do
			first := a
			second := b
		end

	first: F
	second: S

	swap_into_second (b: S)
		do
			second := b
		end

end
