-- A cursor over a V_READABLE_INDEXABLE (the library's V_ARRAY here) in the shape of
-- EiffelBase's INDEXABLE_ITERATION_CURSOR: stepping forth after reversing goes back, so the
-- position count it promises to advance goes down.
-- expect: 0 1 True
-- expect violation: postcondition advanced
-- at: 67

class
	CURSOR_TEST

create
	make

feature

	make
		local
			a: V_ARRAY [INTEGER]
			c: STEP_CURSOR
		do
			create a.make (0, 3)
			create c.make (a)
			print (c.index.out + " ")
			c.step_forth
			print (c.index.out + " " + a.has_index (c.index).out)
			io.put_new_line
			c.reverse
			c.step_forth
		end

end

class
	STEP_CURSOR

create
	make

feature

	make (t: V_READABLE_INDEXABLE [INTEGER])
		do
			target := t
		end

	target: V_READABLE_INDEXABLE [INTEGER]

	index: INTEGER

	is_reversed: BOOLEAN

	position: INTEGER
		do
			Result := index.abs + 1
		end

	step_forth
		require
			not_after: target.valid_index (index)
		do
			if is_reversed then
				index := index - 1
			else
				index := index + 1
			end
		ensure
			advanced: position = old position + 1
		end

	reverse
		do
			is_reversed := not is_reversed
		end

end
