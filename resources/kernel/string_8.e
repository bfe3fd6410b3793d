note
	description: "[
		Mutable sequences of 8-bit characters, indexed from 1 (STRING is the
		same type). The character buffer is native: the interpreter implements
		the routines marked built_in; the rest is Eiffel over them. Each
		evaluation of a manifest string "..." yields a new STRING_8 object.
	]"

class
	STRING_8

inherit
	READABLE_STRING_8
		redefine
			is_equal, out
		end

	COMPARABLE
		redefine
			is_equal, out
		end

	HASHABLE
		redefine
			is_equal, out
		end

	ITERABLE [CHARACTER_8]
		redefine
			is_equal, out
		end

create
	make, make_empty, make_filled, make_from_string

feature {NONE} -- Initialization

	make (n: INTEGER)
			-- Create an empty string able to hold `n' characters without resizing.
		require
			non_negative_size: n >= 0
		external
			"built_in"
		ensure
			empty_string: count = 0
			area_allocated: capacity >= n
		end

	make_empty
			-- Create an empty string.
		do
			make (0)
		ensure
			empty: count = 0
		end

	make_filled (c: CHARACTER_8; n: INTEGER)
			-- Create a string of length `n' filled with `c'.
		require
			valid_count: n >= 0
		local
			i: INTEGER
		do
			make (n)
			from
				i := 1
			until
				i > n
			loop
				append_character (c)
				i := i + 1
			end
		ensure
			count_set: count = n
			filled: occurrences (c) = count
		end

	make_from_string (s: STRING_8)
			-- Create a string with the characters of `s'.
		require
			string_exists: s /= Void
		do
			make (s.count)
			append (s)
		ensure
			same_string: same_string (s)
		end

feature -- Access

	item alias "[]" (i: INTEGER): CHARACTER_8 assign put
			-- Character at position `i'
		require
			valid_index: valid_index (i)
		external
			"built_in"
		end

	count: INTEGER
			-- Number of characters
		external
			"built_in"
		end

	capacity: INTEGER
			-- Number of characters that fit without resizing (>= `count')
		external
			"built_in"
		end

	index_of (c: CHARACTER_8; start_index: INTEGER): INTEGER
			-- Position of first occurrence of `c' at or after `start_index'; 0 if none.
		require
			valid_start_index: start_index >= 1 and start_index <= count + 1
		local
			i: INTEGER
		do
			from
				i := start_index
			until
				i > count or Result > 0
			loop
				if item (i) = c then
					Result := i
				end
				i := i + 1
			end
		ensure
			valid_result: Result = 0 or (start_index <= Result and Result <= count)
			found_if_present: Result > 0 implies item (Result) = c
		end

	last_index_of (c: CHARACTER_8; start_index_from_end: INTEGER): INTEGER
			-- Position of last occurrence of `c' at or before `start_index_from_end'; 0 if none.
		require
			valid_start_index: start_index_from_end >= 0 and start_index_from_end <= count
		local
			i: INTEGER
		do
			from
				i := start_index_from_end
			until
				i < 1 or Result > 0
			loop
				if item (i) = c then
					Result := i
				end
				i := i - 1
			end
		ensure
			valid_result: 0 <= Result and Result <= start_index_from_end
		end

	substring_index (other: STRING_8; start_index: INTEGER): INTEGER
			-- Position of first occurrence of `other' at or after `start_index'; 0 if none.
		require
			other_exists: other /= Void
			valid_start_index: start_index >= 1 and start_index <= count + 1
		local
			i, j: INTEGER
			matched: BOOLEAN
		do
			from
				i := start_index
			until
				Result > 0 or i + other.count - 1 > count
			loop
				from
					j := 1
					matched := True
				until
					not matched or j > other.count
				loop
					matched := item (i + j - 1) = other.item (j)
					j := j + 1
				end
				if matched then
					Result := i
				end
				i := i + 1
			end
		ensure
			valid_result: Result = 0 or (start_index <= Result and Result <= count - other.count + 1)
		end

	occurrences (c: CHARACTER_8): INTEGER
			-- Number of times `c' appears in the string
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > count
			loop
				if item (i) = c then
					Result := Result + 1
				end
				i := i + 1
			end
		ensure
			in_range: 0 <= Result and Result <= count
		end

	hash_code: INTEGER
			-- Hash code value (depends on the characters only)
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > count
			loop
				Result := (Result * 31 + item (i).code) \\ 16777213
				i := i + 1
			end
		end

	new_cursor: STRING_8_ITERATION_CURSOR
			-- Fresh cursor on the characters, positioned on the first one
		do
			create Result.make (Current)
		end

feature -- Measurement

	is_empty: BOOLEAN
			-- Is the string empty?
		do
			Result := count = 0
		end

feature -- Status report

	valid_index (i: INTEGER): BOOLEAN
			-- Is `i' a valid position?
		do
			Result := 1 <= i and i <= count
		ensure
			definition: Result = (1 <= i and i <= count)
		end

	has (c: CHARACTER_8): BOOLEAN
			-- Does the string contain `c'?
		do
			Result := index_of (c, 1) > 0
		ensure
			false_if_empty: count = 0 implies not Result
		end

	has_substring (other: STRING_8): BOOLEAN
			-- Does the string contain `other'?
		require
			other_exists: other /= Void
		do
			Result := other.count = 0 or else substring_index (other, 1) > 0
		end

	starts_with (s: STRING_8): BOOLEAN
			-- Does the string begin with `s'?
		require
			argument_not_void: s /= Void
		do
			Result := s.count <= count and then substring (1, s.count).same_string (s)
		end

	ends_with (s: STRING_8): BOOLEAN
			-- Does the string finish with `s'?
		require
			argument_not_void: s /= Void
		do
			Result := s.count <= count and then substring (count - s.count + 1, count).same_string (s)
		end

	is_integer: BOOLEAN
			-- Is the string an optional sign ('+' or '-') followed by one or more
			-- decimal digits, denoting a value in INTEGER_32's range? (No blanks.)
		local
			i: INTEGER
			n: INTEGER_64
			negative, ok: BOOLEAN
		do
			i := 1
			if count >= 1 and then (item (1) = '-' or item (1) = '+') then
				negative := item (1) = '-'
				i := 2
			end
			from
				ok := i <= count
			until
				not ok or i > count
			loop
				if item (i).is_digit and n <= 2147483648 then
					n := n * 10 + (item (i).code - 48).to_integer_64
				else
					ok := False
				end
				i := i + 1
			end
			Result := ok and (n <= 2147483647 or (negative and n = 2147483648))
		end

	is_real: BOOLEAN
			-- Does the string denote a real number (as accepted by `to_real')?
		external
			"built_in"
		end

	is_double: BOOLEAN
			-- Same as `is_real'
		do
			Result := is_real
		end

	is_boolean: BOOLEAN
			-- Is the string "true" or "false", in any letter case?
		local
			l: STRING_8
		do
			l := as_lower
			Result := l.same_string ("true") or l.same_string ("false")
		end

feature -- Comparison

	same_string (other: STRING_8): BOOLEAN
			-- Does `other' have the same characters as the string?
		require
			other_not_void: other /= Void
		external
			"built_in"
		end

	is_equal (other: like Current): BOOLEAN
			-- Same characters?
		do
			Result := same_string (other)
		end

	is_case_insensitive_equal (other: STRING_8): BOOLEAN
			-- Same characters, ignoring letter case?
		require
			other_not_void: other /= Void
		do
			Result := as_lower.same_string (other.as_lower)
		end

	is_less alias "<" (other: like Current): BOOLEAN
			-- Is the string lexicographically lower than `other' (by character codes)?
		external
			"built_in"
		end

feature -- Element change

	put (c: CHARACTER_8; i: INTEGER)
			-- Replace character at position `i' by `c'.
		require
			valid_index: valid_index (i)
		external
			"built_in"
		ensure
			stable_count: count = old count
			replaced: item (i) = c
		end

	append_character (c: CHARACTER_8)
			-- Append `c' at end.
		external
			"built_in"
		ensure
			new_count: count = old count + 1
			appended: item (count) = c
		end

	extend (c: CHARACTER_8)
			-- Append `c' at end.
		do
			append_character (c)
		ensure
			new_count: count = old count + 1
			appended: item (count) = c
		end

	append (s: STRING_8)
			-- Append the characters of `s' at end (`s' may be the string itself).
		require
			argument_not_void: s /= Void
		external
			"built_in"
		ensure
			new_count: count = old count + old s.count
		end

	append_string_general (s: READABLE_STRING_GENERAL)
			-- Append the characters of `s' at end (one beyond CHARACTER_8 becomes '%U').
		do
			append (s.as_string_8)
		ensure
			new_count: count = old count + old s.count
		end

	append_code (c: NATURAL_32)
			-- Append the character of code `c' at end.
		require
			valid_code: c <= 255
		do
			append_character (c.to_character_8)
		ensure
			new_count: count = old count + 1
		end

	append_string (s: detachable STRING_8)
			-- Append the characters of `s', if attached, at end.
		do
			if attached s as l_s then
				append (l_s)
			end
		end

	append_integer (i: INTEGER)
			-- Append the decimal representation of `i' at end.
		do
			append (i.out)
		end

	append_integer_64 (i: INTEGER_64)
			-- Append the decimal representation of `i' at end.
		do
			append (i.out)
		end

	append_natural_32 (n: NATURAL_32)
			-- Append the decimal representation of `n' at end.
		do
			append (n.out)
		end

	append_boolean (b: BOOLEAN)
			-- Append "True" or "False" at end.
		do
			append (b.out)
		end

	append_double (d: REAL_64)
			-- Append the representation of `d' (as `{REAL_64}.out') at end.
		do
			append (d.out)
		end

	append_real (d: REAL_64)
			-- Append the representation of `d' (as `{REAL_64}.out') at end.
		do
			append (d.out)
		end

	prepend (s: STRING_8)
			-- Prepend the characters of `s' at front.
		require
			argument_not_void: s /= Void
		local
			l_old, l_new: STRING_8
		do
			l_new := s.twin
			l_old := twin
			keep_head (0)
			append (l_new)
			append (l_old)
		ensure
			new_count: count = old count + old s.count
		end

	prepend_character (c: CHARACTER_8)
			-- Add `c' at front.
		local
			l_old: STRING_8
		do
			l_old := twin
			keep_head (0)
			append_character (c)
			append (l_old)
		ensure
			new_count: count = old count + 1
			prepended: item (1) = c
		end

	insert_string (s: STRING_8; i: INTEGER)
			-- Insert `s' so that its first character lands at position `i'.
		require
			string_exists: s /= Void
			valid_insertion_index: 1 <= i and i <= count + 1
		local
			l_tail, l_new: STRING_8
		do
			l_new := s.twin
			l_tail := substring (i, count)
			keep_head (i - 1)
			append (l_new)
			append (l_tail)
		ensure
			inserted: count = old count + old s.count
		end

	insert_character (c: CHARACTER_8; i: INTEGER)
			-- Insert `c' at position `i'.
		require
			valid_insertion_index: 1 <= i and i <= count + 1
		local
			l_tail: STRING_8
		do
			l_tail := substring (i, count)
			keep_head (i - 1)
			append_character (c)
			append (l_tail)
		ensure
			one_more_character: count = old count + 1
			inserted: item (i) = c
		end

	to_upper
			-- Convert letters to upper case.
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > count
			loop
				put (item (i).as_upper, i)
				i := i + 1
			end
		ensure
			length_stable: count = old count
		end

	to_lower
			-- Convert letters to lower case.
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > count
			loop
				put (item (i).as_lower, i)
				i := i + 1
			end
		ensure
			length_stable: count = old count
		end

	left_adjust
			-- Remove leading blanks.
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > count or else not item (i).is_space
			loop
				i := i + 1
			end
			keep_tail (count - i + 1)
		end

	right_adjust
			-- Remove trailing blanks.
		local
			i: INTEGER
		do
			from
				i := count
			until
				i < 1 or else not item (i).is_space
			loop
				i := i - 1
			end
			keep_head (i)
		end

	adjust
			-- Remove leading and trailing blanks.
		do
			left_adjust
			right_adjust
		end

	replace_substring_all (original, new: STRING_8)
			-- Replace every occurrence of `original' (scanning left to right,
			-- without overlap) by `new'.
		require
			original_exists: original /= Void
			new_exists: new /= Void
			original_not_empty: not original.is_empty
		local
			l_result, l_new: STRING_8
			i, j: INTEGER
		do
			l_new := new.twin
			create l_result.make (count)
			from
				i := 1
			until
				i > count
			loop
				j := substring_index (original, i)
				if j = 0 then
					l_result.append (substring (i, count))
					i := count + 1
				else
					l_result.append (substring (i, j - 1))
					l_result.append (l_new)
					i := j + original.count
				end
			end
			keep_head (0)
			append (l_result)
		end

	replace_substring (s: STRING_8; start_index, end_index: INTEGER)
			-- Replace the characters from `start_index' to `end_index' by those of `s'
			-- (insert `s' before `start_index' when `end_index' = `start_index' - 1).
		require
			string_not_void: s /= Void
			valid_start_index: 1 <= start_index
			valid_end_index: end_index <= count
			meaningful_interval: start_index <= end_index + 1
		local
			l_tail, l_new: STRING_8
		do
			l_new := s.twin
			l_tail := substring (end_index + 1, count)
			keep_head (start_index - 1)
			append (l_new)
			append (l_tail)
		ensure
			new_count: count = old count + old s.count - end_index + start_index - 1
			replaced: same_string (old (substring (1, start_index - 1) + s + substring (end_index + 1, count)))
		end

feature -- Removal

	prune_all (c: CHARACTER_8)
			-- Remove every occurrence of `c'.
		local
			l_kept: STRING_8
			i: INTEGER
		do
			create l_kept.make (count)
			from
				i := 1
			until
				i > count
			loop
				if item (i) /= c then
					l_kept.append_character (item (i))
				end
				i := i + 1
			end
			keep_head (0)
			append (l_kept)
		ensure
			changed_count: count = old count - old occurrences (c)
			removed: not has (c)
		end

	prune (c: CHARACTER_8)
			-- Remove the first occurrence of `c', if any.
		local
			i: INTEGER
		do
			i := index_of (c, 1)
			if i > 0 then
				remove (i)
			end
		ensure
			removed_one: old has (c) implies count = old count - 1
			unchanged_otherwise: not old has (c) implies count = old count
		end

	keep_head (n: INTEGER)
			-- Remove all characters except the first `n'; do nothing if `n' >= `count'.
		require
			non_negative_argument: n >= 0
		external
			"built_in"
		ensure
			new_count: count = n.min (old count)
		end

	keep_tail (n: INTEGER)
			-- Remove all characters except the last `n'; do nothing if `n' >= `count'.
		require
			non_negative_argument: n >= 0
		local
			l_tail: STRING_8
		do
			if n < count then
				l_tail := substring (count - n + 1, count)
				keep_head (0)
				append (l_tail)
			end
		ensure
			new_count: count = n.min (old count)
		end

	remove_head (n: INTEGER)
			-- Remove the first `n' characters (all if `n' >= `count').
		require
			non_negative_argument: n >= 0
		do
			if n >= count then
				keep_head (0)
			else
				keep_tail (count - n)
			end
		ensure
			removed: count = (old count - n).max (0)
		end

	remove_tail (n: INTEGER)
			-- Remove the last `n' characters (all if `n' >= `count').
		require
			non_negative_argument: n >= 0
		do
			if n >= count then
				keep_head (0)
			else
				keep_head (count - n)
			end
		ensure
			removed: count = (old count - n).max (0)
		end

	remove (i: INTEGER)
			-- Remove the character at position `i'.
		require
			valid_index: valid_index (i)
		local
			l_tail: STRING_8
		do
			l_tail := substring (i + 1, count)
			keep_head (i - 1)
			append (l_tail)
		ensure
			new_count: count = old count - 1
		end

	wipe_out
			-- Remove all characters.
		do
			keep_head (0)
		ensure
			is_empty: count = 0
		end

feature -- Duplication

	substring (start_index, end_index: INTEGER): STRING_8
			-- New string with the characters from `start_index' to `end_index'
			-- (empty when `end_index' = `start_index' - 1)
		require
			valid_start_index: 1 <= start_index
			valid_end_index: end_index <= count
			meaningful_interval: start_index <= end_index + 1
		external
			"built_in"
		ensure
			substring_count: Result.count = end_index - start_index + 1
		end

	head (n: INTEGER): STRING_8
			-- New string with the first `n' characters (all if `n' >= `count')
		require
			non_negative_argument: n >= 0
		do
			Result := substring (1, n.min (count))
		ensure
			head_count: Result.count = n.min (count)
		end

	tail (n: INTEGER): STRING_8
			-- New string with the last `n' characters (all if `n' >= `count')
		require
			non_negative_argument: n >= 0
		do
			Result := substring (count - n.min (count) + 1, count)
		ensure
			tail_count: Result.count = n.min (count)
		end

	plus alias "+" (other: STRING_8): STRING_8
			-- New string: the characters of the string followed by those of `other'
		require
			argument_not_void: other /= Void
		do
			create Result.make (count + other.count)
			Result.append (Current)
			Result.append (other)
		ensure
			result_count: Result.count = count + other.count
		end

	as_upper: STRING_8
			-- New string with letters in upper case
		do
			Result := twin
			Result.to_upper
		ensure
			length: Result.count = count
		end

	as_lower: STRING_8
			-- New string with letters in lower case
		do
			Result := twin
			Result.to_lower
		ensure
			length: Result.count = count
		end

	string: STRING_8
			-- New string with the same characters
		do
			create Result.make_from_string (Current)
		ensure
			same_characters: Result.same_string (Current)
		end

	split (a_separator: CHARACTER_8): ARRAYED_LIST [STRING_8]
			-- New strings made of the characters between the occurrences of
			-- `a_separator' ("a,,b" gives "a", "", "b"; "" gives one empty string)
		local
			i, start: INTEGER
		do
			create Result.make (4)
			from
				i := 1
				start := 1
			until
				i > count
			loop
				if item (i) = a_separator then
					Result.extend (substring (start, i - 1))
					start := i + 1
				end
				i := i + 1
			end
			Result.extend (substring (start, count))
		ensure
			one_more_than_separators: Result.count = occurrences (a_separator) + 1
		end

	mirrored: STRING_8
			-- New string with the characters in reverse order
		local
			i: INTEGER
		do
			create Result.make (count)
			from
				i := count
			until
				i < 1
			loop
				Result.append_character (item (i))
				i := i - 1
			end
		ensure
			same_count: Result.count = count
		end

feature -- Conversion

	to_integer: INTEGER
			-- Integer value denoted by the string
		require
			is_integer: is_integer
		local
			i: INTEGER
			negative: BOOLEAN
		do
			i := 1
			if item (1) = '-' or item (1) = '+' then
				negative := item (1) = '-'
				i := 2
			end
			from
			until
				i > count
			loop
				-- Accumulate negatively so that "-2147483648" does not overflow.
				Result := Result * 10 - (item (i).code - 48)
				i := i + 1
			end
			if not negative then
				Result := -Result
			end
		end

	to_integer_32: INTEGER
			-- Same as `to_integer'
		require
			is_integer: is_integer
		do
			Result := to_integer
		end

	to_real: REAL_64
			-- Real value denoted by the string, e.g. "3.5", "-2", "1e-3"
		require
			is_real: is_real
		external
			"built_in"
		end

	to_double: REAL_64
			-- Same as `to_real'
		require
			is_real: is_real
		do
			Result := to_real
		end

	to_boolean: BOOLEAN
			-- Boolean value denoted by the string ("true" in any case gives True)
		require
			is_boolean: is_boolean
		do
			Result := as_lower.same_string ("true")
		end

feature -- Output

	out: STRING
			-- New string with the same characters
		do
			create Result.make_from_string (Current)
		end

end
