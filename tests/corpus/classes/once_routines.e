-- once functions are evaluated once per run (per class, shared by all instances); once procedures run once.
-- expect: 0
-- expect: 2
-- expect: 1
-- expect: 1
-- expect: 2

class
	ONCE_ROUTINES_TEST

create
	make, make_silent

feature

	make
		do
			io.put_integer (counter.value)
			io.put_new_line
			counter.increment
			counter.increment
			io.put_integer (counter.value)
			io.put_new_line
			io.put_integer (calls)
			io.put_new_line
			init
			init
			init
			io.put_integer (init_count)
			io.put_new_line
			io.put_integer (other_object_counter)
			io.put_new_line
		end

	calls: INTEGER

	counter: CELL
		once
			calls := calls + 1
			create Result
		end

	init
		once
			init_count := init_count + 1
		end

	init_count: INTEGER

	other_object_counter: INTEGER
			-- Once functions are shared by all instances of the class.
		local
			o: ONCE_ROUTINES_TEST
		do
			create o.make_silent
			Result := o.counter.value
		end

	make_silent
		do
		end

end

class
	CELL

feature

	value: INTEGER

	increment
		do
			value := value + 1
		end

end
