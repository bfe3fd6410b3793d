note
	description: "[
		Mutable sequences of Unicode characters (CHARACTER_32), indexed from 1.
		Plain Eiffel over a SPECIAL [CHARACTER_32]. A manifest string given
		where a STRING_32 is expected is decoded from its UTF-8 text; a STRING_8
		converts to a STRING_32 character by character, and `out' is UTF-8.
	]"

class
	STRING_32

inherit
	READABLE_STRING_32
		redefine
			is_equal, out, copy
		end

	COMPARABLE
		redefine
			is_equal, out, copy
		end

	HASHABLE
		redefine
			is_equal, out, copy
		end

create
	make, make_empty, make_filled, make_from_string, make_from_utf_8

convert
	make_from_string ({STRING_8}),
	as_string_8: {STRING_8}

feature {NONE} -- Initialization

	make (n: INTEGER)
			-- Create an empty string able to hold `n' characters without resizing.
		require
			non_negative_size: n >= 0
		do
			create area.make_empty (n.max (1))
		ensure
			empty_string: count = 0
		end

	make_empty
			-- Create an empty string.
		do
			make (0)
		end

	make_filled (c: CHARACTER_32; n: INTEGER)
			-- Create a string of `n' times `c'.
		require
			non_negative_size: n >= 0
		do
			create area.make_filled (c, n.max (1))
			area.keep_head (n)
		ensure
			count_set: count = n
		end

	make_from_string (s: READABLE_STRING_GENERAL)
			-- Create with the characters of `s' (the codes of a STRING_8's characters).
		do
			make (s.count)
			append (s)
		ensure
			same_count: count = s.count
		end

	make_from_utf_8 (s: READABLE_STRING_8)
			-- Create with the characters that the UTF-8 text `s' encodes
			-- (a byte that starts no valid sequence is taken as its own code).
		local
			i, n, k: INTEGER
			c, b: NATURAL_32
		do
			make (s.count)
			from
				i := 1
			until
				i > s.count
			loop
				c := s.code (i)
				n := 0
				if c >= 0xF0 and c < 0xF8 then
					n := 3
					c := c - 0xF0
				elseif c >= 0xE0 and c < 0xF0 then
					n := 2
					c := c - 0xE0
				elseif c >= 0xC0 and c < 0xE0 then
					n := 1
					c := c - 0xC0
				end
				if i + n > s.count then
					n := 0
					c := s.code (i)
				end
				from
					k := 1
				until
					k > n
				loop
					b := s.code (i + k)
					c := c * 64 + (b \\ 64)
					k := k + 1
				end
				append_character (c.to_character_32)
				i := i + n + 1
			end
		end

feature -- Access

	item alias "[]" (i: INTEGER): CHARACTER_32 assign put
			-- Character at position `i'
		do
			Result := area.item (i - 1)
		end

	count: INTEGER
			-- Number of characters
		do
			Result := area.count
		end

	index_of (c: CHARACTER_32; start_index: INTEGER): INTEGER
			-- Position of the first `c' at or after `start_index', 0 if none
		require
			valid_start: 1 <= start_index and start_index <= count + 1
		local
			i: INTEGER
		do
			from
				i := start_index
			until
				Result > 0 or i > count
			loop
				if item (i) = c then
					Result := i
				end
				i := i + 1
			end
		end

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
				Result := ((Result \\ 8388593) * 31 + item (i).code) \\ 2147483647
				i := i + 1
			end
		end

feature -- Status report

	is_empty: BOOLEAN
			-- Has the string no character?
		do
			Result := count = 0
		end

	valid_index (i: INTEGER): BOOLEAN
			-- Is `i' a position of a character?
		do
			Result := 1 <= i and i <= count
		end

	has (c: CHARACTER_32): BOOLEAN
			-- Does the string contain `c'?
		do
			Result := index_of (c, 1) > 0
		end

feature -- Comparison

	same_string (other: READABLE_STRING_GENERAL): BOOLEAN
			-- Same characters as `other'?
		do
			Result := same_string_general (other)
		end

	is_equal (other: like Current): BOOLEAN
			-- Same characters as `other'?
		do
			Result := same_string_general (other)
		end

	is_less alias "<" (other: like Current): BOOLEAN
			-- Is current string before `other' in the order of character codes?
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

feature -- Element change

	put (c: CHARACTER_32; i: INTEGER)
			-- Replace the character at position `i' by `c'.
		require
			valid_index: valid_index (i)
		do
			area.put (c, i - 1)
		ensure
			stored: item (i) = c
		end

	append_character (c: CHARACTER_32)
			-- Add `c' at the end.
		do
			if area.count = area.capacity then
				area := area.aliased_resized_area (area.capacity * 2)
			end
			area.extend (c)
		ensure
			one_more: count = old count + 1
			appended: item (count) = c
		end

	extend (c: CHARACTER_32)
			-- Add `c' at the end.
		do
			append_character (c)
		end

	append (s: READABLE_STRING_GENERAL)
			-- Add the characters of `s' at the end.
		local
			i, n: INTEGER
		do
			n := s.count
			from
				i := 1
			until
				i > n
			loop
				append_character (s.code (i).to_character_32)
				i := i + 1
			end
		ensure
			appended: count = old count + old s.count
		end

	append_string_general (s: READABLE_STRING_GENERAL)
			-- Add the characters of `s' at the end.
		do
			append (s)
		end

	plus alias "+" (s: READABLE_STRING_GENERAL): STRING_32
			-- New string: current characters followed by those of `s'
		do
			create Result.make (count + s.count)
			Result.append (Current)
			Result.append (s)
		end

	keep_head (n: INTEGER)
			-- Keep the first `n' characters.
		require
			non_negative: n >= 0
		do
			if n < count then
				area.keep_head (n)
			end
		end

	wipe_out
			-- Remove every character.
		do
			area.keep_head (0)
		ensure
			empty: count = 0
		end

	copy (other: like Current)
			-- Make the characters those of `other' (not sharing them).
		do
			if other /= Current then
				area := other.area.aliased_resized_area (other.area.capacity)
			end
		end

feature -- Conversion

	substring (start_index, end_index: INTEGER): STRING_32
			-- New string with the characters `start_index' .. `end_index'
		require
			valid_start: 1 <= start_index
			valid_end: end_index <= count
		local
			i: INTEGER
		do
			create Result.make ((end_index - start_index + 1).max (0))
			from
				i := start_index
			until
				i > end_index
			loop
				Result.append_character (item (i))
				i := i + 1
			end
		end

	as_upper: STRING_32
			-- New string with the ASCII letters in upper case
		local
			i: INTEGER
		do
			create Result.make (count)
			from
				i := 1
			until
				i > count
			loop
				Result.append_character (item (i).as_upper)
				i := i + 1
			end
		end

	as_lower: STRING_32
			-- New string with the ASCII letters in lower case
		local
			i: INTEGER
		do
			create Result.make (count)
			from
				i := 1
			until
				i > count
			loop
				Result.append_character (item (i).as_lower)
				i := i + 1
			end
		end

	string: STRING_32
			-- New string with the same characters
		do
			create Result.make_from_string (Current)
		end

feature -- Output

	out: STRING
			-- The characters as UTF-8 text
		local
			i: INTEGER
		do
			create Result.make (count)
			from
				i := 1
			until
				i > count
			loop
				Result.append (item (i).out)
				i := i + 1
			end
		end

feature {STRING_32} -- Implementation

	area: SPECIAL [CHARACTER_32]
			-- The characters, at indexes 0 .. count - 1

invariant
	area_exists: area /= Void

end
