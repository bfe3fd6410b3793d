note
	description: "Sequences of 8-bit characters over an `area', as EiffelBase keeps them"

deferred class
	READABLE_STRING_8

inherit
	COMPARABLE
		redefine
			is_equal, out
		end

	HASHABLE
		redefine
			is_equal, out
		end

feature -- Access

	item alias "[]" (i: INTEGER): CHARACTER_8
			-- Character at position `i'
		require
			valid_index: valid_index (i)
		do
			Result := area.item (i - 1)
		end

	count: INTEGER
			-- Number of characters

	hash_code: INTEGER
			-- Hash code value
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > count
			loop
				Result := (Result * 31 + item (i).code) \\ 1000003
				i := i + 1
			end
		end

feature -- Status report

	valid_index (i: INTEGER): BOOLEAN
			-- Is `i' a position of the string?
		do
			Result := 1 <= i and i <= count
		end

	is_empty: BOOLEAN
			-- Has the string no character?
		do
			Result := count = 0
		end

feature -- Comparison

	same_string (other: READABLE_STRING_8): BOOLEAN
			-- Has `other' the same characters?
		local
			i: INTEGER
		do
			if count = other.count then
				from
					Result := True
					i := 1
				until
					i > count or not Result
				loop
					Result := item (i) = other.item (i)
					i := i + 1
				end
			end
		end

	is_equal (other: like Current): BOOLEAN
			-- Same characters as `other'?
		do
			Result := same_string (other)
		end

	is_less alias "<" (other: like Current): BOOLEAN
			-- Before `other' in lexicographic order?
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > count or i > other.count or else item (i) /= other.item (i)
			loop
				i := i + 1
			end
			if i > count then
				Result := i <= other.count
			elseif i <= other.count then
				Result := item (i) < other.item (i)
			end
		end

feature -- Output

	out: STRING
			-- A copy of the characters
		do
			create Result.make (count)
			Result.append (Current)
		end

feature -- Implementation

	area: SPECIAL [CHARACTER_8]
			-- Storage: the characters at 0 .. count - 1, then a NUL

invariant
	area_not_void: area /= Void
	room_for_nul: count < area.capacity

end
