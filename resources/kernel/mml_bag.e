note
	description: "[
		AutoProof's finite bags (multisets, MML), as values: every operation makes a new bag.
		Elements are compared with `=', bags with `~' (the same number of occurrences of each
		element).
	]"

class
	MML_BAG [G]

inherit
	ANY
		redefine
			default_create, is_equal
		end

create
	default_create, singleton

feature {NONE} -- Initialization

	default_create
			-- Create an empty bag.
		do
			create keys.make_empty
			create counts.make_empty
		end

	singleton (x: G)
			-- Create the bag with one occurrence of `x'.
		do
			default_create
			keys.force (x, 1)
			counts.force (1, 1)
		ensure
			one_element: count = 1
		end

feature -- Access

	domain: MML_SET [G]
			-- The elements that occur at least once.
		do
			create Result.make_from_array (keys)
		end

	occurrences alias "[]" (x: G): INTEGER
			-- How many times `x' occurs.
		local
			i: INTEGER
		do
			i := index_of (x)
			if i > 0 then
				Result := counts.item (i)
			end
		end

feature -- Measurement

	count: INTEGER
			-- Number of occurrences of all elements.
		local
			i: INTEGER
		do
			from i := 1 until i > counts.count loop
				Result := Result + counts.item (i)
				i := i + 1
			end
		end

feature -- Status report

	has (x: G): BOOLEAN
			-- Does `x' occur?
		do
			Result := index_of (x) > 0
		end

	is_empty: BOOLEAN
			-- Does no element occur?
		do
			Result := keys.count = 0
		end

feature -- Comparison

	is_equal (other: like Current): BOOLEAN
			-- The same occurrences of every element?
		local
			i: INTEGER
		do
			if keys.count = other.keys.count then
				from
					Result := True
					i := 1
				until
					not Result or i > keys.count
				loop
					Result := other.occurrences (keys.item (i)) = counts.item (i)
					i := i + 1
				end
			end
		end

feature -- Basic operations

	extended alias "&" (x: G): MML_BAG [G]
			-- The bag with one more occurrence of `x'.
		do
			Result := extended_multiple (x, 1)
		ensure
			one_more: Result.occurrences (x) = occurrences (x) + 1
		end

	extended_multiple (x: G; n: INTEGER): MML_BAG [G]
			-- The bag with `n' more occurrences of `x'.
		require
			n_non_negative: n >= 0
		local
			i: INTEGER
		do
			Result := twin_bag
			i := Result.index_of (x)
			if n > 0 then
				if i > 0 then
					Result.counts.put (Result.counts.item (i) + n, i)
				else
					Result.keys.force (x, Result.keys.count + 1)
					Result.counts.force (n, Result.counts.count + 1)
				end
			end
		ensure
			n_more: Result.occurrences (x) = occurrences (x) + n
		end

	removed (x: G): MML_BAG [G]
			-- The bag with one occurrence of `x' less (the same if none).
		do
			Result := removed_multiple (x, 1)
		end

	removed_all (x: G): MML_BAG [G]
			-- The bag without `x'.
		do
			Result := removed_multiple (x, occurrences (x))
		ensure
			none_left: not Result.has (x)
		end

	removed_multiple (x: G; n: INTEGER): MML_BAG [G]
			-- The bag with `n' occurrences of `x' less (none left if fewer).
		require
			n_non_negative: n >= 0
		local
			i, j: INTEGER
		do
			create Result
			from i := 1 until i > keys.count loop
				j := counts.item (i)
				if keys.item (i) = x then
					j := j - n
				end
				if j > 0 then
					Result := Result.extended_multiple (keys.item (i), j)
				end
				i := i + 1
			end
		end

	union alias "+" (other: MML_BAG [G]): MML_BAG [G]
			-- The occurrences of both bags added up.
		local
			i: INTEGER
		do
			Result := Current
			from i := 1 until i > other.keys.count loop
				Result := Result.extended_multiple (other.keys.item (i), other.counts.item (i))
				i := i + 1
			end
		ensure
			count_definition: Result.count = count + other.count
		end

	difference alias "-" (other: MML_BAG [G]): MML_BAG [G]
			-- The occurrences of the bag minus those of `other' (never below none).
		local
			i: INTEGER
		do
			Result := Current
			from i := 1 until i > other.keys.count loop
				Result := Result.removed_multiple (other.keys.item (i), other.counts.item (i))
				i := i + 1
			end
		end

feature {MML_BAG} -- Implementation

	keys: ARRAY [G]
			-- The elements that occur, each once.

	counts: ARRAY [INTEGER]
			-- `counts [i]' is the number of occurrences of `keys [i]' (> 0).

	index_of (x: G): INTEGER
			-- Index of `x' in `keys', 0 if none.
		local
			i: INTEGER
		do
			from i := 1 until Result > 0 or i > keys.count loop
				if keys.item (i) = x then
					Result := i
				end
				i := i + 1
			end
		end

	twin_bag: MML_BAG [G]
			-- A new bag with the same occurrences (its storage not shared).
		do
			create Result
			Result.set_storage (keys.twin, counts.twin)
		end

	set_storage (k: ARRAY [G]; c: ARRAY [INTEGER])
			-- Use `k' and `c' as storage.
		do
			keys := k
			counts := c
		end

end
