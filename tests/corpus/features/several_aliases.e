-- A feature may have several aliases (`alias "+" alias "⊕"', as EiffelBase writes
-- `alias "and" alias "∧"'); each of them calls it, Unicode free operators included, and a
-- renaming may give new ones.
-- expect: 4
-- expect: 4
-- expect: 6

class
	SEVERAL_ALIASES

create
	make

feature

	make
		local
			a, b: COUNTER
			c: COUNTER_2
		do
			create a.set (1)
			create b.set (3)
			io.put_integer ((a + b).value)
			io.put_new_line
			io.put_integer ((a ⊕ b).value)
			io.put_new_line
			create c.set (2)
			io.put_integer ((c ⊗ b).value)
			io.put_new_line
		end

end

class
	COUNTER

create
	set

feature

	value: INTEGER

	set (v: INTEGER)
		do
			value := v
		end

	plus alias "+" alias "⊕" (other: COUNTER): COUNTER
		do
			create Result.set (value + other.value)
		end

	times alias "*" (other: COUNTER): COUNTER
		do
			create Result.set (value * other.value)
		end

end

class
	COUNTER_2

inherit
	COUNTER
		rename
			times as product alias "*" alias "⊗"
		end

create
	set

end
