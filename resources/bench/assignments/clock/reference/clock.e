note
	description: "A clock of hours and minutes advanced minute by minute."

class
	CLOCK

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	hour: INTEGER
			-- Hours elapsed.

	minute: INTEGER
			-- Minutes in the current hour.

feature -- Element change

	advance (m: INTEGER)
			-- Let `m' minutes pass.
		require
			m_small: m >= 0 and m <= 1000
			hours_small: hour <= 1000000
		local
			i: INTEGER
		do
			from
				i := 0
			until
				i = m
			loop
				minute := minute + 1
				if minute = 60 then
					minute := 0
					hour := hour + 1
				end
				i := i + 1
			end
		ensure
			elapsed: hour * 60 + minute = old hour * 60 + old minute + m
			minute_in_hour: minute < 60
		end

invariant
	minute_range: minute >= 0 and minute < 60
	hour_not_negative: hour >= 0

end
