note
	description: "Ending the program, as EiffelBase's EXCEPTIONS does it"

class
	EXCEPTIONS

feature -- Basic operations

	die (code: INTEGER)
			-- End the program with exit status `code'.
		external
			"C use %"eif_except.h%""
		alias
			"esdie"
		end

end
