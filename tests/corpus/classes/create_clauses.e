-- Several creation procedures; default_create listed explicitly; a class without create clause uses default_create.
-- expect: 1
-- expect: 10
-- expect: 0
-- expect: 5

class
	CREATE_CLAUSES_TEST

create
	make

feature

	make
		local
			c1, c2, c3: COUNTER
			d: DEFAULT_ONLY
		do
			create c1.make
			create c2.make_at (10)
			create c3
			create d
			io.put_integer (c1.value)
			io.put_new_line
			io.put_integer (c2.value)
			io.put_new_line
			io.put_integer (c3.value)
			io.put_new_line
			io.put_integer (d.n)
			io.put_new_line
		end

end

class
	COUNTER

create
	make, make_at, default_create

feature

	make
		do
			value := 1
		end

	make_at (v: INTEGER)
		do
			value := v
		end

	value: INTEGER

end

class
	DEFAULT_ONLY

inherit
	ANY
		redefine
			default_create
		end

feature

	default_create
		do
			n := 5
		end

	n: INTEGER

end
