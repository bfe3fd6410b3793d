note
	description: "[
		AutoProof's finite sets (MML), as values: no feature changes a set, every operation
		makes a new one. Elements are compared with `=' (reference equality for references),
		sets with `~' or `=' (the same elements: `=' between two model values is their equality,
		as in AutoProof). `across' visits the elements in insertion order. The features are those
		of AutoProof's MML_SET (resources/kernel/AUTOPROOF.md).
	]"

class
	MML_SET [G]

inherit
	ITERABLE [G]
		redefine
			default_create, is_equal
		end

create
	default_create, singleton, make_from_array

feature {NONE} -- Initialization

	default_create
			-- Create an empty set.
		do
			create items.make_empty
		ensure then
			empty: count = 0
		end

	singleton (x: G)
			-- Create the set {`x'}.
		do
			create items.make_filled (x, 1, 1)
		ensure
			one_element: count = 1
			has_x: has (x)
		end

	make_from_array (a: ARRAY [G])
			-- Create the set of the items of `a' (duplicates once).
		local
			i: INTEGER
		do
			create items.make_empty
			from i := a.lower until i > a.upper loop
				if not has (a.item (i)) then
					items.force (a.item (i), items.count + 1)
				end
				i := i + 1
			end
		end

feature -- Access

	any_item: G
			-- An element of the set.
		require
			not_empty: not is_empty
		do
			Result := items.item (1)
		ensure
			in_set: has (Result)
		end

	min: G
			-- Least element (elements are COMPARABLE: INTEGER, CHARACTER, STRING …).
		require
			not_empty: not is_empty
		local
			i: INTEGER
		do
			Result := items.item (1)
			from i := 2 until i > items.count loop
				if less (items.item (i), Result) then
					Result := items.item (i)
				end
				i := i + 1
			end
		ensure
			in_set: has (Result)
			least: across items as x all not less (x.item, Result) end
		end

	max: G
			-- Greatest element (elements are COMPARABLE).
		require
			not_empty: not is_empty
		local
			i: INTEGER
		do
			Result := items.item (1)
			from i := 2 until i > items.count loop
				if less (Result, items.item (i)) then
					Result := items.item (i)
				end
				i := i + 1
			end
		ensure
			in_set: has (Result)
			greatest: across items as x all not less (Result, x.item) end
		end

	new_cursor: ITERATION_CURSOR [G]
			-- Fresh cursor over the elements.
		do
			Result := items.new_cursor
		end

feature -- Measurement

	count: INTEGER
			-- Number of elements.
		do
			Result := items.count
		end

feature -- Status report

	has alias "[]" (x: G): BOOLEAN
			-- Is `x' an element?
		local
			i: INTEGER
		do
			from i := 1 until Result or i > items.count loop
				Result := items.item (i) = x
				i := i + 1
			end
		end

	is_empty: BOOLEAN
			-- Has the set no element?
		do
			Result := count = 0
		end

	is_subset_of alias "<=" (other: MML_SET [G]): BOOLEAN
			-- Is every element an element of `other'?
		local
			i: INTEGER
		do
			from
				Result := True
				i := 1
			until
				not Result or i > items.count
			loop
				Result := other.has (items.item (i))
				i := i + 1
			end
		end

	is_superset_of alias ">=" (other: MML_SET [G]): BOOLEAN
			-- Is every element of `other' an element?
		do
			Result := other.is_subset_of (Current)
		end

	is_disjoint (other: MML_SET [G]): BOOLEAN
			-- Do the set and `other' have no element in common?
		do
			Result := (Current * other).is_empty
		end

feature -- Comparison

	non_void: BOOLEAN
			-- Is no element Void?
		do
			Result := across items as x all x.item /= Void end
		end

	is_equal (other: like Current): BOOLEAN
			-- The same elements?
		do
			Result := count = other.count and is_subset_of (other)
		end

feature -- Basic operations

	extended alias "&" (x: G): MML_SET [G]
			-- The set with `x' added.
		local
			a: ARRAY [G]
		do
			a := items.twin
			if not has (x) then
				a.force (x, a.count + 1)
			end
			create Result.make_from_array (a)
		ensure
			has_x: Result.has (x)
		end

	removed alias "/" (x: G): MML_SET [G]
			-- The set without `x'.
		local
			a: ARRAY [G]
			i: INTEGER
		do
			create a.make_empty
			from i := 1 until i > items.count loop
				if items.item (i) /= x then
					a.force (items.item (i), a.count + 1)
				end
				i := i + 1
			end
			create Result.make_from_array (a)
		ensure
			not_has_x: not Result.has (x)
		end

	union alias "+" (other: MML_SET [G]): MML_SET [G]
			-- The elements of the set or of `other'.
		local
			a: ARRAY [G]
			i: INTEGER
		do
			a := items.twin
			from i := 1 until i > other.count loop
				a.force (other.items.item (i), a.count + 1)
				i := i + 1
			end
			create Result.make_from_array (a)
		end

	intersection alias "*" (other: MML_SET [G]): MML_SET [G]
			-- The elements of both the set and `other'.
		local
			a: ARRAY [G]
			i: INTEGER
		do
			create a.make_empty
			from i := 1 until i > items.count loop
				if other.has (items.item (i)) then
					a.force (items.item (i), a.count + 1)
				end
				i := i + 1
			end
			create Result.make_from_array (a)
		end

	difference alias "-" (other: MML_SET [G]): MML_SET [G]
			-- The elements of the set that are not in `other'.
		local
			a: ARRAY [G]
			i: INTEGER
		do
			create a.make_empty
			from i := 1 until i > items.count loop
				if not other.has (items.item (i)) then
					a.force (items.item (i), a.count + 1)
				end
				i := i + 1
			end
			create Result.make_from_array (a)
		ensure
			definition: across items as x all Result.has (x.item) = not other.has (x.item) end
			subset: Result <= Current
		end

	sym_difference alias "^" (other: MML_SET [G]): MML_SET [G]
			-- The elements of exactly one of the set and `other'.
		do
			Result := (Current - other) + (other - Current)
		ensure
			left: across items as x all Result.has (x.item) = not other.has (x.item) end
			right: across other as x all Result.has (x.item) = not has (x.item) end
			count_definition: Result.count = count + other.count - 2 * (Current * other).count
		end

	empty_set: MML_SET [G]
			-- An empty set (`{MML_SET [G]}.empty_set').
		do
			create Result
		ensure
			empty: Result.is_empty
		end

feature -- Lemmas

	lemma_subset (other: like Current)
			-- A subset with no fewer elements is the same set (checked, nothing to do).
		note
			status: lemma
		require
			subset: other <= Current
			count: count <= other.count
		do
		ensure
			same: Current ~ other
		end

feature {NONE} -- Ordering

	less (a, b: G): BOOLEAN
			-- Is `a' less than `b' (both COMPARABLE; False otherwise)?
		do
			if attached {COMPARABLE} a as x and attached {COMPARABLE} b as y then
				Result := x.is_less (y)
			end
		end

feature {MML_SET, MML_BAG, MML_MAP, MML_RELATION} -- Implementation

	items: ARRAY [G]
			-- The elements, each once, at indexes 1 .. `count' (never changed after creation).

end
