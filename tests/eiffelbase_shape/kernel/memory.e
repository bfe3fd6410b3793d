note
	description: "Control of the garbage collector: a built-in Amend's runtime does not provide"

class
	MEMORY

feature -- Basic operations

	full_collect
			-- Force a full collection cycle.
		external
			"built_in"
		end

	collect_now
			-- Collect garbage now.
		do
			full_collect
		end

end
