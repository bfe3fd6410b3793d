note
	description: "A counter that only grows (variant 1: one less than the step counted)."

class
	COUNTER_1

create
	make

feature {NONE} -- Initialization

	make
			-- A counter at zero.
		do
			value := 0
		ensure
			at_zero: value = 0
		end

feature -- Access

	value: INTEGER
			-- The count so far.

feature -- Element change

	increment (step: INTEGER)
			-- Count `step' more.
		require
			positive_step: step > 0
			small_step: step <= 1000
			room: value <= 1000000
		do
			value := value + step - 1
		ensure
			grown: value = old value + step
		end

invariant
	not_negative: value >= 0

end
