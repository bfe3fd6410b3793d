note
	description: "Lengths of the months of a year."

class
	CALENDAR

create
	make

feature {NONE} -- Initialization

	make
		do
			lengths := <<31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31>>
		end

feature -- Access

	Month_count: INTEGER = 12

	days_in_month (month: INTEGER; leap: BOOLEAN): INTEGER
			-- Days of `month' in a year, a leap year when `leap'.
		require
			valid_month: 1 <= month and month <= Month_count + 1
		do
			Result := lengths.item (month)
			if leap and month = 2 then
				Result := Result + 1
			end
		ensure
			long_enough: Result >= 28
			short_enough: Result <= 31
		end

	day_of_year (month, day: INTEGER; leap: BOOLEAN): INTEGER
			-- Position of `day' of `month' in its year.
		require
			valid_month: 1 <= month and month <= Month_count
			valid_day: 1 <= day and day <= 31
		local
			m: INTEGER
		do
			from
				m := 1
			until
				m = month
			loop
				Result := Result + days_in_month (m, leap)
				m := m + 1
			end
			Result := Result + day
		ensure
			in_year: Result >= 1
		end

feature {NONE} -- Implementation

	lengths: ARRAY [INTEGER]

end
