-- An old expression whose evaluation fails on entry fails only where a postcondition reads it
-- (ECMA-367, old expression semantics): popping an empty stack reads no `old items [top]', so
-- the call succeeds; the third call reads it, and the entry's failure is raised then.
-- expect: 0
-- expect: 5
-- expect violation: index_out_of_bounds
-- at: 93

class
	OLD_FAILURE_DEFERRED

create
	make

feature

	make
		do
			create items.make_filled (0, 1, 3)
			io.put_integer (pop)
			io.put_new_line
			top := 1
			items [1] := 5
			io.put_integer (pop)
			io.put_new_line
			top := 7
			io.put_integer (peek_above)
			io.put_new_line
		end

	items: ARRAY [INTEGER]

	top: INTEGER

	pop: INTEGER
		do
			if top > 0 then
				Result := items [top]
				top := top - 1
			end
		ensure
			popped: old top > 0 implies Result = old items [top]
			empty_unchanged: old top = 0 implies top = 0
		end

	peek_above: INTEGER
		do
		ensure
			read: old items [top] >= Result
		end

end
