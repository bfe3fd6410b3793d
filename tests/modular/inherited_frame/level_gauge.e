note
	description: "[
		LEVEL_BASE made effective: `raise' writes no frame clause and inherits `modify_field
		(["level"], Current)'. `bump' relies on `raise' leaving `peak' alone, which that frame
		promises: replaced by its contract, `raise' may change `level' only, so nothing is
		reported (with every attribute in its frame, `peak' would be given other values and
		`peak_kept' would fail: a report the prover does not make).
	]"

class
	LEVEL_GAUGE

inherit
	LEVEL_BASE

create
	make

feature {NONE} -- Initialization

	make
			-- Level 0.
		do
			level := 0
		end

feature -- Change

	raise (d: INTEGER)
			-- Raise the level by `d'.
		do
			level := level + d
		end

	bump
			-- Raise the level by one.
		do
			raise (1)
		ensure
			modify_field (["level"], Current)
			peak_kept: peak = old peak
		end

end
