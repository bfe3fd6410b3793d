note
	description: "Integer helpers. INTEGER is 32 bits wide and wraps around on overflow."

class
	NUMBER_THEORY

feature -- Basic operations

	gcd (u, v: INTEGER): INTEGER
			-- Greatest common divisor of `u' and `v'; 0 when both are 0.
		require
			u_in_range: u > {INTEGER}.min_value
			v_in_range: v > {INTEGER}.min_value
		local
			a, b, t: INTEGER
		do
			if u = 0 or v = 0 then
				Result := u.abs + v.abs
			else
				from
					a := u.abs
					b := v.abs
				until
					b = 0
				loop
					t := a \\ b
					a := b
					b := t
				end
				Result := a
			end
		ensure
			not_negative: Result >= 0
			divides_u: Result /= 0 implies u \\ Result = 0
			divides_v: Result /= 0 implies v \\ Result = 0
			zero_only_for_zeros: (Result = 0) = (u = 0 and v = 0)
		end

end
