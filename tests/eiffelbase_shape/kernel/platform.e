note
	description: "Platform-dependent properties, built in"

class
	PLATFORM

feature -- Status report

	is_unix: BOOLEAN
			-- Is the platform a Unix?
		external
			"built_in"
		end

	integer_bytes: INTEGER
			-- Bytes in an INTEGER
		external
			"built_in"
		end

end
