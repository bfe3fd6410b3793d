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

	apply
			-- Call the routine with the operands last set by `set_operands'.
		require
			valid_operands: valid_operands (operands)
		do
			call (operands)
		end

feature -- Access

	operands: detachable OPEN_ARGS
			-- Open operands for `apply', as last set by `set_operands'.

	target: detachable ANY
			-- The target of the call when it is closed, else Void.
		external
			"built_in"
		end

feature -- Settings

	set_operands (args: detachable OPEN_ARGS)
			-- Make `args' the open operands of `apply'.
		do
			operands := args
		ensure
			operands_set: operands = args
		end

feature -- Status report

	is_target_closed: BOOLEAN
			-- Was the target given when the agent was made?
		external
			"built_in"
		end

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
