-- expect: 2
-- expect violation: postcondition one_more
-- at: 46

class
	POSTCONDITION_OLD_TEST

create
	make

feature

	make
		local
			c: COUNTER
		do
			create c
			c.increment
			c.increment
			io.put_integer (c.value)
			io.put_new_line
			c.faulty_increment
			io.put_string ("not reached")
		end

end

class
	COUNTER

feature

	value: INTEGER

	increment
		do
			value := value + 1
		ensure
			one_more: value = old value + 1
		end

	faulty_increment
		do
			value := value + 2
		ensure
			one_more: value = old value + 1
		end

end
