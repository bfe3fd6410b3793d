note
	description: "A coin-operated turnstile: a coin unlocks it, a person passing locks it again."

class
	TURNSTILE

create
	make

feature {NONE} -- Initialization

	make
			-- Create a locked turnstile.
		do
			state := Locked
		ensure
			locked: state = Locked
			nobody_passed: passed = 0
		end

feature -- Access

	state: INTEGER
			-- `Locked' or `Unlocked'.

	passed: INTEGER
			-- Number of people who passed.

	coins: INTEGER
			-- Number of coins inserted.

	Locked: INTEGER = 1
	Unlocked: INTEGER = 2

feature -- Events

	insert_coin
			-- A coin is inserted: unlock.
		do
			coins := coins + 1
			state := Unlocked
		ensure
			one_more_coin: coins = old coins + 1
			unlocked: state = Unlocked
		end

	push
			-- Someone pushes the arm: they pass if it is unlocked, and it locks again.
		do
			if state = Unlocked then
				passed := passed + 1
			end
			state := Locked
		ensure
			passed_when_unlocked: old state = Unlocked implies passed = old passed + 1
			blocked_when_locked: old state = Locked implies passed = old passed
			locked: state = Locked
		end

invariant
	valid_state: state = Locked or state = Unlocked
	paid: passed <= coins

end
