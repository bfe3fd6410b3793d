note
	description: "[
		A level that may be raised, with the frame of `raise' (only `level') stated here; its
		effective version in LEVEL_GAUGE states none and inherits this one, as EiffelBase2's
		V_ARRAY.put inherits V_MUTABLE_SEQUENCE.put's.
	]"

deferred class
	LEVEL_BASE

feature -- Access

	level: INTEGER
			-- Current level.

	peak: INTEGER
			-- Highest level so far, kept apart.

feature -- Change

	raise (d: INTEGER)
			-- Raise the level by `d'.
		require
			positive: d > 0
		deferred
		ensure
			modify_field (["level"], Current)
			raised: level = old level + d
		end

invariant
	peak_not_negative: peak >= 0

end
