-- Infinite recursion ends by exhausting the call depth budget.
-- expect budget: depth

class
	BUDGET_DEPTH_TEST

create
	make

feature

	make
		do
			io.put_integer (down (1))
		end

	down (n: INTEGER): INTEGER
		do
			Result := down (n + 1) + 1
		end

end
