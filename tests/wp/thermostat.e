note
	description: "[
		A wrong constant in an assignment in a branch, shown by the class invariant: a target
		above the range is clamped to 31 where 30 is meant. Expected: `wp' repairs it to
		`target := 30'.
	]"

class
	THERMOSTAT

create
	make

feature {NONE} -- Initialization

	make
		do
			target := 20
		end

feature -- Access

	target: INTEGER
			-- The temperature to hold.

feature -- Element change

	set (t: INTEGER)
			-- Aim at `t', kept within 10 .. 30.
		do
			if t < 10 then
				target := 10
			elseif t > 30 then
				target := 31
			else
				target := t
			end
		end

invariant
	in_range: target >= 10 and target <= 30

end
