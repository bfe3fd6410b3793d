note
	description: "[
		Agents of functions (see ROUTINE): `item' calls the function and returns
		its result; `call' calls it and keeps the result in `last_result'.
	]"

class
	FUNCTION [OPEN_ARGS -> detachable TUPLE create default_create end, RESULT_TYPE]

inherit
	ROUTINE [OPEN_ARGS]
		redefine
			call
		end

create {NONE}
	default_create

feature -- Calls

	call (args: detachable OPEN_ARGS)
			-- Call the function with the open operands in `args'; keep its result
			-- in `last_result'.
		do
			last_result := item (args)
		end

	item alias "()" (args: detachable OPEN_ARGS): RESULT_TYPE
			-- Result of calling the function with the open operands in `args' (`f (x, y)'
			-- is `f.item ([x, y])').
		require
			valid_operands: valid_operands (args)
		external
			"built_in"
		end

feature -- Access

	last_result: detachable RESULT_TYPE
			-- Result of the last `call'.

end
