note
	description: "Exceptions the program raises itself"

class
	EXCEPTION

inherit
	EXCEPTION_MANAGER_FACTORY

feature -- Status report

	is_raisable: BOOLEAN
			-- May the current exception be raised?
		do
			Result := exception_manager.is_raisable (generating_type)
		end

feature -- Basic operations

	raise
			-- Raise the current exception.
		require
			is_raisable: is_raisable
		do
			exception_manager.raise (Current)
		end

end
