note
	description: "Text with `%%' escapes: `%%n' is a new line, `%%%%' a percent sign."

class
	ESCAPES

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Conversion

	unescaped_count (s: STRING): INTEGER
			-- Number of characters of `s' once its escapes are replaced.
		require
			s_exists: s /= Void
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > s.count
			loop
				if s.item (i) = '%%' and then i < s.count and then is_escape_character (s.item (i + 1)) then
					i := i + 2
				else
					i := i + 1
				end
				Result := Result + 1
			end
		ensure
			not_longer: Result <= s.count
			escapes_shorten: Result >= s.count - s.occurrences ('%%')
			not_negative: Result >= 0
		end

	is_escape_character (c: CHARACTER): BOOLEAN
			-- May `c' follow a `%%'?
		do
			Result := c = 'n' or c = '%%'
		end

end
