note
	description: "[
		Structures that can be traversed with `across'. `across e as c loop B end'
		runs as: c := e.new_cursor; until c.after loop B; c.forth end.
		The iteration features that take agents (`do_all', `do_if', `for_all',
		`there_exists', `do_all_with_index') are written once here, over
		`new_cursor', for every container of the kernel.
	]"

deferred class
	ITERABLE [G]

feature -- Access

	new_cursor: ITERATION_CURSOR [G]
			-- Fresh cursor, already positioned on the first item (`after' if none)
		deferred
		end

feature -- Iteration

	do_all (action: PROCEDURE [TUPLE [G]])
			-- Apply `action' to every item, in the order of `new_cursor'.
		do
			across Current as c loop
				action.call ([c.item])
			end
		end

	do_if (action: PROCEDURE [TUPLE [G]]; test: FUNCTION [TUPLE [G], BOOLEAN])
			-- Apply `action' to every item that satisfies `test'.
		do
			across Current as c loop
				if test.item ([c.item]) then
					action.call ([c.item])
				end
			end
		end

	do_all_with_index (action: PROCEDURE [TUPLE [G, INTEGER]])
			-- Apply `action' to every item and its position (the first is `index_base').
		local
			i: INTEGER
		do
			i := index_base
			across Current as c loop
				action.call ([c.item, i])
				i := i + 1
			end
		end

	for_all (test: FUNCTION [TUPLE [G], BOOLEAN]): BOOLEAN
			-- Do all items satisfy `test'? (True when there is none)
		do
			Result := across Current as c all test.item ([c.item]) end
		end

	there_exists (test: FUNCTION [TUPLE [G], BOOLEAN]): BOOLEAN
			-- Does some item satisfy `test'?
		do
			Result := across Current as c some test.item ([c.item]) end
		end

	index_base: INTEGER
			-- Index of the first item for `do_all_with_index' (ARRAY: `lower').
		do
			Result := 1
		end

end
