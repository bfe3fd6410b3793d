note
	description: "[
		A counter run down one tick at a time (variant 1: stops one tick early). Comparing a fix with
		the reference takes long on most generated tests, which run until their step budget.
	]"
class
	COUNTDOWN_1
create
	make, make_from
feature
	ticks: INTEGER

	make
			-- A full day of seconds to run down.
		do
			ticks := Day - 1
		ensure
			full_day: ticks = Day - 1
		end

	make_from (n: INTEGER)
		require
			within_a_day: 0 <= n and n < Day
		do
			ticks := n
		ensure
			set: ticks = n
		end

	Day: INTEGER = 86400

	tick
		require
			positive: ticks > 0
		do
			ticks := ticks - 1
		ensure
			one_less: ticks = old ticks - 1
		end

	run_down
		do
			from
			until
				ticks <= 1
			loop
				tick
			variant
				ticks
			end
		ensure
			at_zero: ticks = 0
		end

invariant
	within_a_day: 0 <= ticks and ticks < Day
end
