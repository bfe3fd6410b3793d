-- The postcondition clause `class' (tagged or not) marks an instance-free feature; it holds
-- no condition to monitor, and the other clauses are checked as usual.
-- expect: 9
-- expect violation: postcondition small

class
	INSTANCE_FREE_POSTCONDITION

create
	make

feature

	make
		do
			io.put_integer (sum (4, 5))
			io.put_new_line
			io.put_integer (sum (50, 60))
		end

	sum (x: INTEGER y: INTEGER): INTEGER
			-- The arguments need no semicolon between them.
		do
			Result := x + y
		ensure
			instance_free: class
			small: Result < 100
		end

end
