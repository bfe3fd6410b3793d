note
	description: "[
		Agents: objects standing for a routine with some operands closed (fixed when
		the agent was made) and the others open (given at each call, as a tuple of
		type OPEN_ARGS). Made by `agent f', `agent f (?, 1)', `agent x.f',
		`agent {T}.f' and inline agents. Calling an agent calls the routine with its
		contracts: a violated precondition of the wrapped routine is the fault of
		the client that called `call' or `item'.
	]"

deferred class
	ROUTINE [OPEN_ARGS -> detachable TUPLE create default_create end]

feature -- Calls

	call (args: detachable OPEN_ARGS)
			-- Call the routine with the open operands in `args'.
		require
			valid_operands: valid_operands (args)
		external
			"built_in"
		end

	precondition (args: detachable OPEN_ARGS): BOOLEAN
			-- Does the routine's precondition hold for the open operands in `args'?
		require
			valid_operands: valid_operands (args)
		external
			"built_in"
		end

feature -- Status report

	valid_operands (args: detachable TUPLE): BOOLEAN
			-- Are `args' suitable open operands: at least `open_count' items, each
			-- of the type of its open operand?
		external
			"built_in"
		end

	open_count: INTEGER
			-- Number of open operands.
		external
			"built_in"
		end

end
