note
	description: "Access to the one exception manager, as EiffelBase's exceptions reach it"

class
	EXCEPTION_MANAGER_FACTORY

feature -- Access

	exception_manager: EXCEPTION_MANAGER
			-- The exception manager
		external
			"built_in static"
		end

end
