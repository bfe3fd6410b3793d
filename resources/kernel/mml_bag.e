note
	description: "[
		AutoProof's finite bags (multisets, MML), as values: every operation makes a new bag.
		Elements are compared with `=', bags with `~' or `=' (the same number of occurrences of
		each element: `=' between two model values is their equality, as in AutoProof). `across'
		visits the elements that occur, each once. The features are those of AutoProof's MML_BAG
		(resources/kernel/AUTOPROOF.md).
	]"

class
	MML_BAG [G]

inherit
	ITERABLE [G]
		redefine
			default_create, is_equal
		end

create
	default_create, singleton, multiple

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

	multiple (x: G; n: INTEGER)
			-- Create the bag with `n' occurrences of `x'.
		require
			n_non_negative: n >= 0
		do
			default_create
			if n > 0 then
				keys.force (x, 1)
				counts.force (n, 1)
			end
		ensure
			n_occurrences: occurrences (x) = n
			count_set: count = n
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

	new_cursor: ITERATION_CURSOR [G]
			-- Fresh cursor over the elements that occur, each once.
		do
			Result := keys.new_cursor
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

	is_constant (c: INTEGER): BOOLEAN
			-- Does every element that occurs occur `c' times?
		do
			Result := across counts as n all n.item = c end
		end

	is_valid: BOOLEAN
			-- Are all numbers of occurrences non-negative? (Always: a bag is built valid.)
		do
			Result := across counts as n all n.item >= 0 end
		end

	is_subbag alias "<=" (other: MML_BAG [G]): BOOLEAN
			-- Does every element occur in `other' at least as often?
		local
			i: INTEGER
		do
			from
				Result := True
				i := 1
			until
				not Result or i > keys.count
			loop
				Result := counts.item (i) <= other.occurrences (keys.item (i))
				i := i + 1
			end
		end

	is_disjoint (other: MML_BAG [G]): BOOLEAN
			-- Do the bag and `other' have no element in common?
		do
			Result := across keys as x all not other.has (x.item) end
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

	removed alias "/" (x: G): MML_BAG [G]
			-- The bag with one occurrence of `x' less (the same if none).
		do
			Result := removed_multiple (x, 1)
		ensure
			one_less: has (x) implies Result.occurrences (x) = occurrences (x) - 1
			count_definition: Result.count = count - (if has (x) then 1 else 0 end)
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
		ensure
			n_less: Result.occurrences (x) = (occurrences (x) - n).max (0)
			others_unchanged: across keys as y all y.item /= x implies Result.occurrences (y.item) = occurrences (y.item) end
		end

	restricted alias "|" (subdomain: MML_SET [G]): MML_BAG [G]
			-- The occurrences of the elements that are in `subdomain'.
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > keys.count loop
				if subdomain.has (keys.item (i)) then
					Result := Result.extended_multiple (keys.item (i), counts.item (i))
				end
				i := i + 1
			end
		ensure
			definition: across keys as x all Result.occurrences (x.item) = if subdomain.has (x.item) then occurrences (x.item) else 0 end end
			subbag: Result <= Current
		end

	intersection alias "*" (other: MML_BAG [G]): MML_BAG [G]
			-- Each element as often as it occurs in both bags (the smaller number).
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > keys.count loop
				Result := Result.extended_multiple (keys.item (i), counts.item (i).min (other.occurrences (keys.item (i))))
				i := i + 1
			end
		ensure
			definition: across keys as x all Result.occurrences (x.item) = occurrences (x.item).min (other.occurrences (x.item)) end
			subbag: Result <= Current and Result <= other
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
			definition: across keys as x all Result.occurrences (x.item) = occurrences (x.item) + other.occurrences (x.item) end
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
		ensure
			definition: across keys as x all Result.occurrences (x.item) = (occurrences (x.item) - other.occurrences (x.item)).max (0) end
			subbag: Result <= Current
		end

	empty_bag: MML_BAG [G]
			-- An empty bag (`{MML_BAG [G]}.empty_bag').
		do
			create Result
		ensure
			empty: Result.is_empty
		end

feature -- Lemmas

	lemma_remove_multiple (v: G; n: INTEGER)
			-- Removing `n' occurrences of `v' and then one is removing `n' + 1 (checked, nothing to do).
		note
			status: lemma
		require
			n_non_negative: n >= 0
		do
		ensure
			definition: removed_multiple (v, n).removed (v) ~ removed_multiple (v, n + 1)
		end

	lemma_remove_all (v: G)
			-- Removing as many `v' as occur is removing them all (checked, nothing to do).
		note
			status: lemma
		do
		ensure
			definition: removed_multiple (v, occurrences (v)) ~ removed_all (v)
		end

	lemma_domain_count
			-- The domain has no more elements than the bag, as many when each occurs once.
		note
			status: lemma
		do
		ensure
			same_when_constant: (count = domain.count) = is_constant (1)
			domain_smaller: domain.count <= count
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
