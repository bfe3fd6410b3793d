note
	description: "[
		Command-line arguments, as EiffelBase's ARGUMENTS_32 offers them to a class that
		inherits it. Programs run by Amend get none: `argument_count' is 0 and the command
		name is "amend-program". (Items are STRING_8 here, not STRING_32.)
	]"

class
	ARGUMENTS_32

feature -- Access

	argument_count: INTEGER
			-- Number of arguments (0).
		do
		ensure
			none: Result = 0
		end

	argument (i: INTEGER): STRING
			-- The `i'-th argument (0: the command name).
		require
			index_large_enough: i >= 0
			index_small_enough: i <= argument_count
		do
			Result := command_name
		end

	command_name: STRING
			-- Name of the command that started the program.
		do
			Result := "amend-program"
		end

end
