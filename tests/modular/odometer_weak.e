note
	description: "[
		A two-digit odometer in AutoProof style. `wrap_units' is correct but its postcondition
		does not say that `units' becomes 0, so `advance''s `units_advanced' cannot be proved
		from it: modular testing reports WRAP_UNITS's contract as too weak for `advance'.
	]"

class
	ODOMETER_WEAK

create
	make

feature {NONE} -- Initialization

	make
		note
			status: creator
		do
			units := 0
			tens := 0
		ensure
			modify_field (["units", "tens"], Current)
			both_zero: units = 0 and tens = 0
		end

feature -- Access

	units: INTEGER
	tens: INTEGER

feature -- Basic operations

	wrap_units
			-- Set `units' back to 0.
		do
			units := 0
		ensure
			modify_field (["units"], Current)
		end

	advance
			-- Count one more.
		do
			if units = 9 then
				wrap_units
				if tens = 9 then
					tens := 0
				else
					tens := tens + 1
				end
			else
				units := units + 1
			end
		ensure
			modify_field (["units", "tens"], Current)
			units_advanced: units = (old units + 1) \\ 10
		end

invariant
	units_range: 0 <= units and units <= 9
	tens_range: 0 <= tens and tens <= 9

end
