note
	description: "[
		AutoProof's finite sequences (MML), as values: no feature changes a sequence, every
		operation makes a new one. Indexes run from 1 to `count'. Items are compared with `='
		(reference equality for references), sequences with `~' or `=' (same items in the same
		order: `=' between two model values is their equality, as in AutoProof). The features
		are those of AutoProof's MML_SEQUENCE (resources/kernel/AUTOPROOF.md).
	]"

class
	MML_SEQUENCE [G]

inherit
	ITERABLE [G]
		redefine
			default_create, is_equal
		end

create
	default_create, singleton, constant, make_from_array

feature {NONE} -- Initialization

	default_create
			-- Create an empty sequence.
		do
			create items.make_empty
		ensure then
			empty: count = 0
		end

	singleton (x: G)
			-- Create a sequence with the one item `x'.
		do
			create items.make_filled (x, 1, 1)
		ensure
			one_item: count = 1
			item_set: item (1) = x
		end

	constant (x: G; n: INTEGER)
			-- Create a sequence of `n' copies of `x'.
		require
			n_non_negative: n >= 0
		do
			if n > 0 then
				create items.make_filled (x, 1, n)
			else
				create items.make_empty
			end
		ensure
			count_set: count = n
			all_x: is_constant (x)
		end

	make_from_array (a: ARRAY [G])
			-- Create a sequence of the items of `a', in index order.
		local
			i: INTEGER
		do
			create items.make (1, a.count)
			from i := 1 until i > a.count loop
				items.put (a.item (a.lower + i - 1), i)
				i := i + 1
			end
		ensure
			same_count: count = a.count
		end

feature -- Access

	item alias "[]" (i: INTEGER): G
			-- Item at position `i'.
		require
			in_domain: 1 <= i and i <= count
		do
			Result := items.item (i)
		end

	first: G
			-- First item.
		require
			not_empty: not is_empty
		do
			Result := items.item (1)
		end

	last: G
			-- Last item.
		require
			not_empty: not is_empty
		do
			Result := items.item (count)
		end

	domain: MML_INTERVAL
			-- The valid indexes, 1 .. `count'.
		do
			create Result.from_range (1, count)
		end

	range: MML_SET [G]
			-- The set of the items.
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > count loop
				Result := Result & items.item (i)
				i := i + 1
			end
		end

	to_bag: MML_BAG [G]
			-- The bag of the items (each as often as it occurs).
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > count loop
				Result := Result & items.item (i)
				i := i + 1
			end
		ensure
			same_count: Result.count = count
			occurrences_definition: across 1 |..| count as k all Result [item (k.item)] = occurrences (item (k.item)) end
		end

	to_map: MML_MAP [INTEGER, G]
			-- The sequence as a map from indexes to items.
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > count loop
				Result := Result.updated (i, items.item (i))
				i := i + 1
			end
		ensure
			same_domain: Result.domain ~ domain
			items_definition: across 1 |..| count as k all Result [k.item] = item (k.item) end
		end

	to_array: ARRAY [G]
			-- A new array of the items, indexed from 1.
		do
			Result := items.twin
		ensure
			same_count: Result.count = count
		end

	new_cursor: ITERATION_CURSOR [G]
			-- Fresh cursor over the items, in order.
		do
			Result := items.new_cursor
		end

feature -- Measurement

	count: INTEGER
			-- Number of items.
		do
			Result := items.count
		end

	index_of (x: G): INTEGER
			-- Position of the first occurrence of `x'; 0 (out of bounds) when `x' does not occur.
		do
			from
				Result := 1
			until
				Result > count or else items.item (Result) = x
			loop
				Result := Result + 1
			end
			if Result > count then
				Result := 0
			end
		ensure
			found: has (x) implies (1 <= Result and Result <= count and then item (Result) = x)
			not_found: not has (x) implies Result = 0
		end

	occurrences (x: G): INTEGER
			-- How many times `x' occurs.
		local
			i: INTEGER
		do
			from i := 1 until i > count loop
				if items.item (i) = x then
					Result := Result + 1
				end
				i := i + 1
			end
		end

feature -- Status report

	is_empty: BOOLEAN
			-- Is the sequence empty?
		do
			Result := count = 0
		end

	has (x: G): BOOLEAN
			-- Does `x' occur in the sequence?
		do
			Result := occurrences (x) > 0
		end

	is_constant (x: G): BOOLEAN
			-- Is every item equal to `x'?
		do
			Result := occurrences (x) = count
		end

	non_void: BOOLEAN
			-- Is no item Void?
		local
			i: INTEGER
		do
			from
				Result := True
				i := 1
			until
				not Result or i > count
			loop
				Result := items.item (i) /= Void
				i := i + 1
			end
		end

	no_duplicates: BOOLEAN
			-- Does every item occur once?
		local
			i: INTEGER
		do
			from
				Result := True
				i := 1
			until
				not Result or i > count
			loop
				Result := occurrences (items.item (i)) = 1
				i := i + 1
			end
		end

	is_less_equal alias "<=" (other: MML_SEQUENCE [G]): BOOLEAN
			-- Is the sequence no longer than `other'? (AutoProof's `<=' on sequences.)
		do
			Result := count <= other.count
		ensure
			definition: Result = (count <= other.count)
		end

	is_prefix_of (other: MML_SEQUENCE [G]): BOOLEAN
			-- Is the sequence a prefix of `other'?
		local
			i: INTEGER
		do
			if count <= other.count then
				from
					Result := True
					i := 1
				until
					not Result or i > count
				loop
					Result := items.item (i) = other.item (i)
					i := i + 1
				end
			end
		end

feature -- Comparison

	is_equal (other: like Current): BOOLEAN
			-- Same items in the same order?
		do
			Result := count = other.count and is_prefix_of (other)
		end

feature -- Basic operations

	interval (lower, upper: INTEGER): MML_SEQUENCE [G]
			-- The items at positions `lower' .. `upper' (clipped to 1 .. `count'; empty if none).
		local
			a: ARRAY [G]
			l, u, i: INTEGER
		do
			l := lower
			if l < 1 then
				l := 1
			end
			u := upper
			if u > count then
				u := count
			end
			if l <= u then
				create a.make (1, u - l + 1)
				from i := l until i > u loop
					a.put (items.item (i), i - l + 1)
					i := i + 1
				end
			else
				create a.make_empty
			end
			create Result.make_from_array (a)
		ensure
			empty_when_disjoint: (upper < 1 or lower > count or lower > upper) implies Result.is_empty
			first_definition: (1 <= lower and lower <= upper and upper <= count) implies Result.count = upper - lower + 1
		end

	front (upper: INTEGER): MML_SEQUENCE [G]
			-- The items at positions 1 .. `upper'.
		do
			Result := interval (1, upper)
		end

	tail (lower: INTEGER): MML_SEQUENCE [G]
			-- The items at positions `lower' .. `count'.
		do
			Result := interval (lower, count)
		end

	but_first: MML_SEQUENCE [G]
			-- All items but the first.
		require
			not_empty: not is_empty
		do
			Result := interval (2, count)
		ensure
			one_less: Result.count = count - 1
		end

	but_last: MML_SEQUENCE [G]
			-- All items but the last.
		require
			not_empty: not is_empty
		do
			Result := interval (1, count - 1)
		ensure
			one_less: Result.count = count - 1
		end

	extended alias "&" (x: G): MML_SEQUENCE [G]
			-- The sequence with `x' added at the end.
		local
			a: ARRAY [G]
		do
			a := items.twin
			a.force (x, count + 1)
			create Result.make_from_array (a)
		ensure
			one_more: Result.count = count + 1
			last_is_x: Result.last = x
			front_unchanged: Result.front (count) ~ Current
		end

	extended_at (i: INTEGER; x: G): MML_SEQUENCE [G]
			-- The sequence with `x' inserted at position `i'.
		require
			valid_position: 1 <= i and i <= count + 1
		do
			Result := (front (i - 1) & x) + tail (i)
		ensure
			one_more: Result.count = count + 1
			inserted: Result [i] = x
			front_unchanged: Result.front (i - 1) ~ front (i - 1)
			tail_shifted: Result.tail (i + 1) ~ tail (i)
		end

	prepended (x: G): MML_SEQUENCE [G]
			-- The sequence with `x' added at the front.
		do
			Result := (create {MML_SEQUENCE [G]}.singleton (x)) + Current
		ensure
			one_more: Result.count = count + 1
			first_is_x: Result.first = x
			rest_unchanged: Result.but_first ~ Current
		end

	concatenation alias "+" (other: MML_SEQUENCE [G]): MML_SEQUENCE [G]
			-- The items of the sequence followed by those of `other'.
		local
			a: ARRAY [G]
			i: INTEGER
		do
			a := items.twin
			from i := 1 until i > other.count loop
				a.force (other.item (i), count + i)
				i := i + 1
			end
			create Result.make_from_array (a)
		ensure
			count_definition: Result.count = count + other.count
			front_is_current: Result.front (count) ~ Current
			tail_is_other: Result.tail (count + 1) ~ other
		end

	replaced_at (i: INTEGER; x: G): MML_SEQUENCE [G]
			-- The sequence with the item at `i' replaced by `x'.
		require
			in_domain: 1 <= i and i <= count
		local
			a: ARRAY [G]
		do
			a := items.twin
			a.put (x, i)
			create Result.make_from_array (a)
		ensure
			same_count: Result.count = count
			replaced: Result.item (i) = x
			others_unchanged: across 1 |..| count as j all j.item /= i implies Result [j.item] = item (j.item) end
		end

	removed_at (i: INTEGER): MML_SEQUENCE [G]
			-- The sequence without the item at `i'.
		require
			in_domain: 1 <= i and i <= count
		do
			Result := front (i - 1) + tail (i + 1)
		ensure
			one_less: Result.count = count - 1
			front_unchanged: Result.front (i - 1) ~ front (i - 1)
			tail_shifted: Result.tail (i) ~ tail (i + 1)
		end

	reverse: MML_SEQUENCE [G]
			-- The items in the opposite order.
		local
			a: ARRAY [G]
			i: INTEGER
		do
			create a.make (1, count)
			from i := 1 until i > count loop
				a.put (items.item (i), count - i + 1)
				i := i + 1
			end
			create Result.make_from_array (a)
		ensure
			same_count: Result.count = count
			reversed: across 1 |..| count as j all Result [j.item] = item (count - j.item + 1) end
		end

	empty_sequence: MML_SEQUENCE [G]
			-- An empty sequence (`{MML_SEQUENCE [G]}.empty_sequence').
		do
			create Result
		ensure
			empty: Result.is_empty
		end

feature -- Lemmas

	lemma_no_duplicates
			-- In a sequence without duplicates every item occurs exactly once in its bag
			-- (nothing to do at run time: the postcondition is checked).
		note
			status: lemma
		do
		ensure
			definition: no_duplicates = to_bag.is_constant (1)
		end

feature {MML_SEQUENCE} -- Implementation

	items: ARRAY [G]
			-- The items, at indexes 1 .. `count' (never changed after creation).

end
