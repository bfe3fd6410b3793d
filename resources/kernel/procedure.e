note
	description: "Agents of procedures (see ROUTINE)."

class
	PROCEDURE [OPEN_ARGS -> detachable TUPLE create default_create end]

inherit
	ROUTINE [OPEN_ARGS]
		redefine
			call
		end

create {NONE}
	default_create

feature -- Calls

	call alias "()" (args: detachable OPEN_ARGS)
			-- Call the procedure with the open operands in `args' (`p (x, y)' is
			-- `p.call ([x, y])').
		do
			Precursor (args)
		end

end
