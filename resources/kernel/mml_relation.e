note
	description: "[
		AutoProof's finite relations (MML) between G and H: sets of pairs, as values (every
		operation makes a new relation). Elements are compared with `=', relations with `~' or
		`=' (the same pairs: `=' between two model values is their equality, as in AutoProof).
		`across' visits the pairs (MML_PAIR). The features are those of AutoProof's MML_RELATION
		(resources/kernel/AUTOPROOF.md).
	]"

class
	MML_RELATION [G, H]

inherit
	ITERABLE [MML_PAIR [G, H]]
		redefine
			default_create, is_equal
		end

create
	default_create, singleton

feature {NONE} -- Initialization

	default_create
			-- Create an empty relation.
		do
			create lefts.make_empty
			create rights.make_empty
		end

	singleton (x: G; y: H)
			-- Create the relation {(`x', `y')}.
		do
			default_create
			lefts.force (x, 1)
			rights.force (y, 1)
		ensure
			one_pair: count = 1
			has_pair: has (x, y)
		end

feature -- Access

	domain: MML_SET [G]
			-- The left elements of the pairs.
		do
			create Result.make_from_array (lefts)
		end

	range: MML_SET [H]
			-- The right elements of the pairs.
		do
			create Result.make_from_array (rights)
		end

	image_of (x: G): MML_SET [H]
			-- The right elements paired with `x'.
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > lefts.count loop
				if lefts.item (i) = x then
					Result := Result & rights.item (i)
				end
				i := i + 1
			end
		end

	image (subdomain: MML_SET [G]): MML_SET [H]
			-- The right elements paired with an element of `subdomain'.
		do
			Result := restricted (subdomain).range
		ensure
			definition: across subdomain as x all image_of (x.item) <= Result end
		end

	to_set: MML_SET [MML_PAIR [G, H]]
			-- The pairs, as a set.
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > lefts.count loop
				Result := Result & create {MML_PAIR [G, H]}.make (lefts.item (i), rights.item (i))
				i := i + 1
			end
		ensure
			same_count: Result.count = count
		end

	new_cursor: ITERATION_CURSOR [MML_PAIR [G, H]]
			-- Fresh cursor over the pairs.
		do
			Result := pairs.new_cursor
		end

feature -- Measurement

	count: INTEGER
			-- Number of pairs.
		do
			Result := lefts.count
		end

feature -- Status report

	has alias "[]" (x: G; y: H): BOOLEAN
			-- Is (`x', `y') a pair of the relation?
		local
			i: INTEGER
		do
			from i := 1 until Result or i > lefts.count loop
				Result := lefts.item (i) = x and rights.item (i) = y
				i := i + 1
			end
		end

	is_empty: BOOLEAN
			-- Has the relation no pair?
		do
			Result := count = 0
		end

feature -- Comparison

	is_equal (other: like Current): BOOLEAN
			-- The same pairs?
		local
			i: INTEGER
		do
			if count = other.count then
				from
					Result := True
					i := 1
				until
					not Result or i > lefts.count
				loop
					Result := other.has (lefts.item (i), rights.item (i))
					i := i + 1
				end
			end
		end

feature -- Basic operations

	extended (x: G; y: H): MML_RELATION [G, H]
			-- The relation with the pair (`x', `y') added.
		do
			create Result
			Result.set_storage (lefts.twin, rights.twin)
			if not has (x, y) then
				Result.lefts.force (x, count + 1)
				Result.rights.force (y, count + 1)
			end
		ensure
			has_pair: Result.has (x, y)
		end

	removed (x: G; y: H): MML_RELATION [G, H]
			-- The relation without the pair (`x', `y').
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > lefts.count loop
				if lefts.item (i) /= x or rights.item (i) /= y then
					Result := Result.extended (lefts.item (i), rights.item (i))
				end
				i := i + 1
			end
		ensure
			pair_gone: not Result.has (x, y)
		end

	restricted alias "|" (subdomain: MML_SET [G]): MML_RELATION [G, H]
			-- The pairs whose left element is in `subdomain'.
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > lefts.count loop
				if subdomain.has (lefts.item (i)) then
					Result := Result.extended (lefts.item (i), rights.item (i))
				end
				i := i + 1
			end
		end

	inverse: MML_RELATION [H, G]
			-- The pairs turned around.
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > lefts.count loop
				Result := Result.extended (rights.item (i), lefts.item (i))
				i := i + 1
			end
		end

	union alias "+" (other: MML_RELATION [G, H]): MML_RELATION [G, H]
			-- The pairs of both relations.
		local
			i: INTEGER
		do
			Result := Current
			from i := 1 until i > other.lefts.count loop
				Result := Result.extended (other.lefts.item (i), other.rights.item (i))
				i := i + 1
			end
		ensure
			has_both: across pairs as p all Result.has (p.item.left, p.item.right) end
		end

	intersection alias "*" (other: MML_RELATION [G, H]): MML_RELATION [G, H]
			-- The pairs of both relations.
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > lefts.count loop
				if other.has (lefts.item (i), rights.item (i)) then
					Result := Result.extended (lefts.item (i), rights.item (i))
				end
				i := i + 1
			end
		ensure
			definition: across pairs as p all Result.has (p.item.left, p.item.right) = other.has (p.item.left, p.item.right) end
		end

	difference alias "-" (other: MML_RELATION [G, H]): MML_RELATION [G, H]
			-- The pairs of the relation that are not in `other'.
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > lefts.count loop
				if not other.has (lefts.item (i), rights.item (i)) then
					Result := Result.extended (lefts.item (i), rights.item (i))
				end
				i := i + 1
			end
		ensure
			definition: across pairs as p all Result.has (p.item.left, p.item.right) = not other.has (p.item.left, p.item.right) end
		end

	sym_difference alias "^" (other: MML_RELATION [G, H]): MML_RELATION [G, H]
			-- The pairs of exactly one of the relation and `other'.
		do
			Result := (Current - other) + (other - Current)
		ensure
			count_definition: Result.count = count + other.count - 2 * (Current * other).count
		end

	empty_relation: MML_RELATION [G, H]
			-- An empty relation (`{MML_RELATION [G, H]}.empty_relation').
		do
			create Result
		ensure
			empty: Result.is_empty
		end

feature {MML_RELATION} -- Implementation

	lefts: ARRAY [G]
			-- Left elements of the pairs.

	rights: ARRAY [H]
			-- `rights [i]' is the right element of the pair of `lefts [i]'.

	pairs: ARRAY [MML_PAIR [G, H]]
			-- The pairs, in the order they were added.
		local
			i: INTEGER
		do
			create Result.make_empty
			from i := 1 until i > lefts.count loop
				Result.force (create {MML_PAIR [G, H]}.make (lefts.item (i), rights.item (i)), i)
				i := i + 1
			end
		end

	set_storage (l: ARRAY [G]; r: ARRAY [H])
			-- Use `l' and `r' as storage.
		do
			lefts := l
			rights := r
		end

end
