note
	description: "Objects to which numerical operations are applicable"

deferred class
	NUMERIC

feature -- Basic operations

	plus alias "+" (other: like Current): like Current
			-- Sum with `other'
		deferred
		end

	minus alias "-" (other: like Current): like Current
			-- Result of subtracting `other'
		deferred
		end

	product alias "*" (other: like Current): like Current
			-- Product by `other'
		deferred
		end

end
