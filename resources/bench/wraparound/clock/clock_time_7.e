class
	CLOCK_TIME_7

create
	make, make_from_seconds

feature {NONE} -- Initialization

	make (h, m, s: INTEGER)
			-- Set the time to `h':`m':`s'.
		require
			hour_valid: 0 <= h and h < 24
			minute_valid: 0 <= m and m < 60
			second_valid: 0 <= s and s < 60
		do
			hour := h
			minute := m
			second := s
		ensure
			hour_set: hour = h
			minute_set: minute = m
			second_set: second = s
		end

	make_from_seconds (total: INTEGER)
			-- Set the time to `total' seconds after midnight.
		require
			total_valid: 0 <= total and total < 86400
		do
			hour := total // 3600
			minute := (total \\ 3600) // 60
			second := total \\ 60
		ensure
			same_total: seconds_since_midnight = total
		end

feature -- Access

	hour: INTEGER

	minute: INTEGER

	second: INTEGER

	seconds_since_midnight: INTEGER
			-- Seconds from midnight to this time.
		do
			Result := hour * 3600 + minute * 60 + second
		ensure
			in_day: 0 <= Result and Result < 86400
		end

feature -- Comparison

	is_before (other: CLOCK_TIME_7): BOOLEAN
			-- Is this time earlier than `other'?
		require
			other_exists: other /= Void
		do
			if hour /= other.hour then
				Result := hour < other.hour
			elseif minute /= other.minute then
				Result := minute < other.minute
			else
				Result := second < other.second
			end
		ensure
			by_seconds: Result = (seconds_since_midnight < other.seconds_since_midnight)
		end

feature -- Element change

	set_minute (m: INTEGER)
			-- Set the minute to `m'.
		require
			minute_valid: 0 <= m and m < 60
		do
			minute := m
		ensure
			minute_set: minute = m
			hour_kept: hour = old hour
			second_kept: second = old second
		end

	tick
			-- One second later, wrapping round at midnight.
		do
			second := second + 1
			if second = 60 then
				second := 0
				minute := minute + 1
				if minute = 60 then
					minute := 0
					hour := hour + 1
					if hour = 24 then
						hour := 1
					end
				end
			end
		ensure
			one_second_later: seconds_since_midnight = (old seconds_since_midnight + 1) \\ 86400
		end

	add_minutes (n: INTEGER)
			-- `n' minutes later, wrapping round at midnight.
		require
			n_not_negative: n >= 0
		local
			total: INTEGER
		do
			total := minute + n
			minute := total \\ 60
			hour := (hour + total // 60) \\ 24
		ensure
			later: seconds_since_midnight = (old seconds_since_midnight + 60 * n) \\ 86400
			second_kept: second = old second
		end

invariant
	hour_valid: 0 <= hour and hour < 24
	minute_valid: 0 <= minute and minute < 60
	second_valid: 0 <= second and second < 60

end
