note
	description: "[
		A cooling unit with a fault on an exact boundary between two attributes' expression:
		`regulate' starts cooling at `level >= target + margin' where its postcondition
		`stays_idle' allows only `level > target + margin'. The boundary, 154 with the
		default target (140, margin 14), is no constant of the class: AutoTest reaches it
		with the value the comparison's other operand has on the object at hand.
	]"

class
	THERMOSTAT

create
	make

feature

	make
			-- Target 140, idle.
		do
			target := 20 * 7
			cooling := False
		end

	level: INTEGER
			-- Current level.

	target: INTEGER
			-- Level the unit holds.

	cooling: BOOLEAN
			-- Is the unit cooling?

	margin: INTEGER
			-- How far `level' may stray from `target'.
		do
			Result := target // 10
		end

	set_level (a_level: INTEGER)
			-- Set `level' to `a_level'.
		do
			level := a_level
		ensure
			level_set: level = a_level
		end

	set_target (a_target: INTEGER)
			-- Set `target' to `a_target'.
		require
			target_in_range: a_target >= 100 and a_target <= 200
		do
			target := a_target
		ensure
			target_set: target = a_target
		end

	regulate
			-- Start cooling above the band around `target', stop below it.
		do
			if cooling then
				if level < target - margin then
					cooling := False
				end
			else
				if level >= target + margin then
					cooling := True
				end
			end
		ensure
			stays_idle: old (not cooling and level <= target + margin) implies not cooling
			starts_cooling: old (not cooling and level > target + margin) implies cooling
		end

invariant
	target_in_range: target >= 100 and target <= 200

end
