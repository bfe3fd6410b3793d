note
	description: "Objects to which arithmetic operations +, -, *, / and unary +, - apply."

deferred class
	NUMERIC

feature -- Basic operations

	plus alias "+" (other: like Current): like Current
			-- Sum with `other'
		require
			other_exists: other /= Void
		deferred
		end

	minus alias "-" (other: like Current): like Current
			-- Result of subtracting `other'
		require
			other_exists: other /= Void
		deferred
		end

	product alias "*" (other: like Current): like Current
			-- Product by `other'
		require
			other_exists: other /= Void
		deferred
		end

	quotient alias "/" (other: like Current): like Current
			-- Division by `other'
		require
			other_exists: other /= Void
		deferred
		end

	identity alias "+": like Current
			-- Unary plus
		deferred
		end

	opposite alias "-": like Current
			-- Unary minus
		deferred
		end

end
