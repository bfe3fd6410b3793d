-- The symbolic loop `⟳ x: s ¦ body ⟲' is `across s is x loop body end': x is each item.
-- expect: 6
-- expect: 3

class
	SYMBOLIC_LOOP

create
	make

feature

	make
		local
			a: ARRAY [INTEGER]
			sum, count: INTEGER
		do
			a := <<1, 2, 3>>
			⟳ x: a ¦ sum := sum + x; count := count + 1 ⟲
			io.put_integer (sum)
			io.put_new_line
			io.put_integer (count)
			io.put_new_line
		end

end
