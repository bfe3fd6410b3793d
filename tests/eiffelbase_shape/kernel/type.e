note
	description: "Type objects: `{T}' and `generating_type', over built-ins and ISE_RUNTIME"

class
	TYPE [G]

inherit
	ANY
		redefine
			out
		end

feature -- Access

	type_id: INTEGER
			-- Number of the represented type in the run
		external
			"built_in"
		end

	generic_parameter_count: INTEGER
			-- Number of actual generic parameters of the represented type
		external
			"built_in"
		end

	generic_parameter_type (i: INTEGER): TYPE [detachable ANY]
			-- Type object of the `i'-th actual generic parameter
		require
			valid_index: 1 <= i and i <= generic_parameter_count
		external
			"built_in"
		end

	runtime_name: STRING
			-- Name of the represented type
		external
			"built_in"
		end

	name: STRING
			-- Name of the represented type, as the runtime knows it
		do
			Result := {ISE_RUNTIME}.generating_type_of_type (type_id)
		end

feature -- Status report

	is_expanded: BOOLEAN
			-- Is the represented type expanded?
		external
			"built_in"
		end

	is_deferred: BOOLEAN
			-- Is the represented type's class deferred?
		external
			"built_in"
		end

	is_attached: BOOLEAN
			-- Is the represented type attached?
		external
			"built_in"
		end

	conforms_to_type (other: TYPE [detachable ANY]): BOOLEAN
			-- Does the represented type conform to the one `other' represents?
		do
			Result := {ISE_RUNTIME}.type_conforms_to (type_id, other.type_id)
		end

feature -- Output

	out: STRING
			-- The represented type's name
		do
			Result := runtime_name
		end

end
