note
	description: "A lock opened by pressing the digits 4, 2, 7 in this order."

class
	COMBINATION_LOCK

create
	make

feature {NONE} -- Initialization

	make
		do
			matched := 0
		ensure
			closed: not is_open
		end

feature -- Access

	matched: INTEGER
			-- Digits of the code pressed so far, in order.

	opened_count: INTEGER
			-- Times the lock was opened.

	is_open: BOOLEAN
			-- Has the whole code been pressed?
		do
			Result := matched = Code_length
		end

	Code_length: INTEGER = 3
			-- Digits in the code.

	expected: INTEGER
			-- The next digit of the code.
		require
			closed: not is_open
		do
			inspect matched
			when 0 then Result := 4
			when 1 then Result := 2
			else Result := 7
			end
		end

feature -- Element change

	press (digit: INTEGER)
			-- Press `digit'.
		require
			is_digit: 0 <= digit and digit <= 9
		do
			if is_open then
				matched := 0
			elseif digit = expected then
				matched := matched + 1
				if matched = Code_length then
					opened_count := opened_count + 2
				end
			else
				matched := 0
			end
		ensure
			opened_once: is_open implies opened_count = old opened_count + 1
		end

	reset
			-- Close the lock.
		do
			matched := 0
		ensure
			closed: not is_open
		end

invariant
	matched_in_range: 0 <= matched and matched <= Code_length

end
