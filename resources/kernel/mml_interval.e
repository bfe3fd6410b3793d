note
	description: "[
		AutoProof's integer intervals (MML): the set of the integers `lower' .. `upper', empty
		when `upper' < `lower'. A value, like every MML_SET.
	]"

class
	MML_INTERVAL

inherit
	MML_SET [INTEGER]

create
	default_create, from_range

feature {NONE} -- Initialization

	from_range (l, u: INTEGER)
			-- Create the interval `l' .. `u'.
		local
			i: INTEGER
		do
			create items.make_empty
			from i := l until i > u loop
				items.force (i, i - l + 1)
				i := i + 1
			end
			lower := l
			upper := u
		ensure
			count_definition: l <= u implies count = u - l + 1
		end

feature -- Access

	lower: INTEGER
			-- Smallest element (when not empty).

	upper: INTEGER
			-- Largest element (when not empty).

end
