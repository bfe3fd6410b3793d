note
	description: "Modifiable sequences of 8-bit characters, written in Eiffel over SPECIAL"

class
	STRING_8

inherit
	READABLE_STRING_8

create
	make, make_empty

feature {NONE} -- Initialization

	make (n: INTEGER)
			-- Empty string with room for `n' characters
		require
			non_negative_size: n >= 0
		do
			create area.make_filled ('%U', n + 1)
		ensure
			empty_string: count = 0
		end

	make_empty
			-- Empty string
		do
			make (0)
		ensure
			empty: count = 0
		end

feature -- Element change

	append_character (c: CHARACTER_8)
			-- Add `c' at the end.
		do
			if count + 2 > area.count then
				area := area.aliased_resized_area (count * 2 + 2)
				area.set_count (area.capacity)
			end
			area.put (c, count)
			count := count + 1
		ensure
			one_more: count = old count + 1
			appended: item (count) = c
		end

	append (s: READABLE_STRING_8)
			-- Add the characters of `s' at the end.
		local
			i, n: INTEGER
		do
			from
				i := 1
				n := s.count
			until
				i > n
			loop
				append_character (s.item (i))
				i := i + 1
			end
		ensure
			new_count: count = old count + old s.count
		end

	plus alias "+" (s: READABLE_STRING_8): STRING_8
			-- New string: Current followed by `s'
		do
			create Result.make (count + s.count)
			Result.append (Current)
			Result.append (s)
		end

end
