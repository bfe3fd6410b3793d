-- Unbounded allocation ends by exhausting the memory budget.
-- expect budget: memory

class
	BUDGET_MEMORY_TEST

create
	make

feature

	make
		local
			l: LINKED_LIST [STRING]
			s: STRING
		do
			create l.make
			create s.make_filled ('x', 1000)
			from
			until
				False
			loop
				l.extend (s.twin)
				s.append (s)
			end
		end

end
