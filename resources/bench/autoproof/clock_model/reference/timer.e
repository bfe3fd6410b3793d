note
	description: "Minutes-and-seconds timer with model queries and `modify_model', in AutoProof style."
	model: minutes, seconds

class
	TIMER

create
	make

feature {NONE} -- Initialization

	make
			-- Start at 0:00.
		note
			status: creator
		do
			minutes := 0
			seconds := 0
		ensure
			zero: minutes = 0 and seconds = 0
			modify_model (["minutes", "seconds"], Current)
		end

feature -- Access

	minutes: INTEGER
			-- Minutes, 0 .. 59.

	seconds: INTEGER
			-- Seconds, 0 .. 59.

feature -- Element change

	set (m, s: INTEGER)
			-- Set the time to `m':`s'.
		require
			valid_minutes: 0 <= m and m < 60
			valid_seconds: 0 <= s and s < 60
		do
			minutes := m
			seconds := s
		ensure
			minutes_set: minutes = m
			seconds_set: seconds = s
			modify_model (["minutes", "seconds"], Current)
		end

	tick
			-- Advance by one second, wrapping from 59:59 to 0:00.
		note
			explicit: wrapping
		do
			if seconds < 59 then
				seconds := seconds + 1
			else
				seconds := 0
				if minutes < 59 then
					minutes := minutes + 1
				else
					minutes := 0
				end
			end
		ensure
			seconds_advanced: seconds = (old seconds + 1) \\ 60
			minutes_advanced: old seconds = 59 implies minutes = (old minutes + 1) \\ 60
			minutes_kept: old seconds < 59 implies minutes = old minutes
			modify_model (["minutes", "seconds"], Current)
		end

invariant
	minutes_in_range: 0 <= minutes and minutes < 60
	seconds_in_range: 0 <= seconds and seconds < 60

end
