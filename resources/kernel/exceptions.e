note
	description: "[
		EiffelBase's older interface to exceptions, as programs call it:
		`raise' raises a developer exception of a given name (a failure of
		the run where it is raised, which a rescue clause catches and may
		`retry'), `die' ends the run as a failure naming its exit code.
	]"

class
	EXCEPTIONS

feature -- Status report

	developer_exception_name: detachable STRING
			-- Name of the last developer exception raised (`raise'), if any.
		do
		end

feature -- Basic operations

	raise (name: detachable READABLE_STRING_8)
			-- Raise a developer exception named `name'.
		external
			"built_in"
		end

	die (code: INTEGER)
			-- End the run with exit status `code' (a failure of the run).
		external
			"built_in"
		end

end
