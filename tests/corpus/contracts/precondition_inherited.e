-- The precondition of a deferred feature applies to its effective versions.
-- expect: 1
-- expect violation: precondition not_empty
-- at: 36

class
	PRECONDITION_INHERITED_TEST

create
	make

feature

	make
		local
			s: STACK_OF_INTEGERS
		do
			create s.make
			s.push (1)
			io.put_integer (s.top)
			io.put_new_line
			s.pop
			io.put_integer (s.top)
			io.put_string ("not reached")
		end

end

deferred class
	DISPENSER

feature

	top: INTEGER
		require
			not_empty: count > 0
		deferred
		end

	count: INTEGER
		deferred
		end

end

class
	STACK_OF_INTEGERS

inherit
	DISPENSER

create
	make

feature

	make
		do
			create items.make (4)
		end

	items: ARRAYED_LIST [INTEGER]

	count: INTEGER
		do
			Result := items.count
		end

	top: INTEGER
		do
			Result := items.last
		end

	push (v: INTEGER)
		do
			items.extend (v)
		end

	pop
		do
			items.finish
			items.remove
		end

end
