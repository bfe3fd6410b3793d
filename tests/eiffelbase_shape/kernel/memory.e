note
	description: "Control of the garbage collector: C externals Amend runs as no-ops, one built-in it does not provide"

class
	MEMORY

feature -- Status report

	collecting: BOOLEAN
			-- Is the garbage collector on?
		external
			"C use %"eif_memory.h%""
		end

feature -- Basic operations

	full_collect
			-- Force a full collection cycle.
		external
			"C use %"eif_memory.h%""
		end

	collection_off
			-- Switch the collector off.
		external
			"C use %"eif_memory.h%""
		end

	collect_now
			-- Collect garbage now.
		do
			collection_off
			full_collect
		end

	referers (target: ANY): SPECIAL [ANY]
			-- The objects referring to `target'
		do
			Result := find_referers (target, 0)
		end

feature {NONE} -- Implementation

	find_referers (target: ANY; result_type: INTEGER): SPECIAL [ANY]
			-- Objects referring to `target'
		external
			"built_in static"
		end

end
