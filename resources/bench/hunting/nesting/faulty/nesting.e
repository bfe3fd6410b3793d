note
	description: "Nesting depth of brackets in a line of text."

class
	NESTING

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	max_depth (line: STRING): INTEGER
			-- Deepest nesting of `[' and `]' in `line'; an unmatched `]' is ignored.
		require
			line_exists: line /= Void
		local
			i, depth: INTEGER
		do
			from
				i := 1
			invariant
				depth_not_negative: depth >= 0
			until
				i > line.count
			loop
				if line.item (i) = '[' then
					depth := depth + 1
					if depth > Result then
						Result := depth
					end
				elseif line.item (i) = ']' then
					depth := depth - 1
				end
				i := i + 1
			end
		ensure
			not_negative: Result >= 0
			at_most_openings: Result <= line.occurrences ('[')
		end

end
