note
	description: "Raising exceptions, a runtime service"

class
	EXCEPTION_MANAGER

feature -- Status report

	is_raisable (a_exception: TYPE [detachable EXCEPTION]): BOOLEAN
			-- May exceptions of type `a_exception' be raised?
		external
			"built_in static"
		end

feature -- Basic operations

	raise (a_exception: EXCEPTION)
			-- Raise `a_exception'.
		external
			"built_in static"
		end

end
