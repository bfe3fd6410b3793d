note
	description: "Small utilities on strings."

class
	STRING_TOOLS

feature -- Conversion

	reversed (s: STRING): STRING
			-- The characters of `s' in the opposite order.
		require
			s_exists: s /= Void
		local
			i: INTEGER
		do
			create Result.make (s.count)
			from
				i := s.count
			until
				i <= 1
			loop
				Result.append_character (s [i])
				i := i - 1
			end
		ensure
			same_count: Result.count = s.count
			mirrored: across 1 |..| s.count as k all Result [k.item] = s [s.count - k.item + 1] end
		end

end
