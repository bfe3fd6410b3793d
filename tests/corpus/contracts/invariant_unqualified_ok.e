-- Invariants are not checked around unqualified calls.
-- expect: 0

class
	INVARIANT_UNQUALIFIED_OK_TEST

create
	make

feature

	make
		local
			p: PAIR_SUM
		do
			create p.make
			p.shift (5)
			io.put_integer (p.a + p.b)
			io.put_new_line
		end

end

class
	PAIR_SUM

create
	make

feature

	make
		do
			a := 10
			b := -10
		end

	a, b: INTEGER

	shift (n: INTEGER)
			-- The invariant is broken between the two unqualified calls: that is allowed.
		do
			add_to_a (n)
			add_to_b (-n)
		end

feature {NONE}

	add_to_a (n: INTEGER)
		do
			a := a + n
		end

	add_to_b (n: INTEGER)
		do
			b := b + n
		end

invariant
	zero_sum: a + b = 0

end
