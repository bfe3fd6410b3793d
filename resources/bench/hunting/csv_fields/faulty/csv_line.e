note
	description: "Fields of a line of comma-separated values."

class
	CSV_LINE

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	separators (line: STRING): INTEGER
			-- Number of `,' in `line'.
		require
			line_exists: line /= Void
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > line.count
			loop
				if line.item (i) = ',' then
					Result := Result + 1
				end
				i := i + 1
			end
		ensure
			not_negative: Result >= 0
		end

	field_count (line: STRING): INTEGER
			-- Number of fields of `line', empty ones included.
		require
			line_exists: line /= Void
		local
			i: INTEGER
		do
			Result := 1
			from
				i := 1
			until
				i > line.count
			loop
				if line.item (i) = ',' then
					if i > 1 and then line.item (i - 1) = ',' then
						-- an empty field: already counted
					else
						Result := Result + 1
					end
				end
				i := i + 1
			end
		ensure
			one_more_than_separators: Result = separators (line) + 1
		end

end
