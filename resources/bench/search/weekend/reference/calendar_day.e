note
	description: "Days of the week, numbered 1 (Monday) to 7 (Sunday)."

class
	CALENDAR_DAY

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	is_weekend (day: INTEGER): BOOLEAN
			-- Is `day' Saturday or Sunday?
		require
			valid_day: day >= 1 and day <= 7
		do
			Result := day = 6 or day = 7
		ensure
			definition: Result = (day >= 6)
		end

end
