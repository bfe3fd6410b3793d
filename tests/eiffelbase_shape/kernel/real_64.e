note
	description: "Real values in IEEE double precision: the value itself is the object"

frozen expanded class
	REAL_64

inherit
	ANY
		redefine
			out
		end

create
	default_create

feature -- Basic operations

	quotient alias "/" (other: REAL_64): REAL_64
			-- Division by `other' (IEEE: by zero gives an infinity or NaN)
		external
			"built_in"
		end

	identity alias "+": REAL_64
			-- Unary plus
		external
			"built_in"
		end

	floor_real_64: REAL_64
			-- Greatest integral value no greater than Current
		external
			"built_in"
		end

	ceiling_real_64: REAL_64
			-- Smallest integral value no smaller than Current
		external
			"built_in"
		end

	ieee_maximum_number (other: REAL_64): REAL_64
			-- The greater of Current and `other', a number when either is
		external
			"built_in"
		end

feature -- Status report

	is_nan: BOOLEAN
			-- Is Current not a number?
		external
			"built_in"
		end

	ieee_is_less (other: REAL_64): BOOLEAN
			-- Is Current less than `other' (False with a NaN)?
		external
			"built_in"
		end

feature -- Output

	out: STRING
			-- Shortest decimal text reading back as Current
		external
			"built_in"
		end

end
