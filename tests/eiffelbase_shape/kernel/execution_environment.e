note
	description: "The process's environment: a C external no Eiffel runtime of Amend's provides"

class
	EXECUTION_ENVIRONMENT

feature -- Access

	process_id: INTEGER
			-- Identifier of the running process
		external
			"C inline use <unistd.h>"
		alias
			"return (EIF_INTEGER) getpid();"
		end

end
