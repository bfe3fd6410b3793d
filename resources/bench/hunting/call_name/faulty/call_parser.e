note
	description: "Names of calls in lines of source text: `f (x)' has the call name `f'."

class
	CALL_PARSER

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	name_length (line: STRING): INTEGER
			-- Length of the name before the first `(' of `line' that opens an argument list
			-- (a `(' followed by something); 0 when there is none.
		require
			line_exists: line /= Void
		local
			i: INTEGER
			found: BOOLEAN
		do
			from
				i := 1
			until
				found or i > line.count
			loop
				if line.item (i) = '(' and then line.item (i + 1) /= ' ' then
					found := True
					Result := i - 1
				end
				i := i + 1
			end
		ensure
			within_line: Result >= 0 and Result <= line.count
		end

end
