note
	description: "The program's command-line arguments"

class
	ARGUMENTS_32

feature -- Measurement

	argument_count: INTEGER
			-- Number of arguments given to the program
		external
			"built_in static"
		ensure
			argument_count_positive: Result >= 0
		end

end
