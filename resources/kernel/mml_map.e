note
	description: "[
		AutoProof's finite maps (MML) from keys K to values V, as values: every operation makes
		a new map. Keys and values are compared with `=', maps with `~' or `=' (the same keys,
		each with the same value: `=' between two model values is their equality, as in
		AutoProof). `across' visits the keys. The features are those of AutoProof's MML_MAP
		(resources/kernel/AUTOPROOF.md).
	]"

class
	MML_MAP [K, V]

inherit
	ITERABLE [K]
		redefine
			default_create, is_equal
		end

create
	default_create, singleton

feature {NONE} -- Initialization

	default_create
			-- Create an empty map.
		do
			create keys.make_empty
			create values.make_empty
		end

	singleton (k: K; x: V)
			-- Create the map {`k' -> `x'}.
		do
			default_create
			keys.force (k, 1)
			values.force (x, 1)
		ensure
			one_key: count = 1
			has_k: domain.has (k)
		end

feature -- Access

	item alias "[]" (k: K): V
			-- Value of `k'.
		require
			in_domain: domain.has (k)
		do
			Result := values.item (index_of (k))
		end

	domain: MML_SET [K]
			-- The keys.
		do
			create Result.make_from_array (keys)
		end

	range: MML_SET [V]
			-- The values.
		do
			create Result.make_from_array (values)
		end

	image (subdomain: MML_SET [K]): MML_SET [V]
			-- The values of the keys in `subdomain'.
		require
			in_domain: subdomain <= domain
		do
			Result := restricted (subdomain).range
		ensure
			definition: across subdomain as k all Result.has (item (k.item)) end
		end

	sequence_image (s: MML_SEQUENCE [K]): MML_SEQUENCE [V]
			-- The values of the items of `s', in order.
		require
			range_in_domain: s.range <= domain
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > s.count loop
				Result := Result & item (s [i])
				i := i + 1
			end
		ensure
			same_count: Result.count = s.count
			definition: across 1 |..| s.count as j all Result [j.item] = item (s [j.item]) end
		end

	to_bag: MML_BAG [V]
			-- The bag of the values (each as often as keys map to it).
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > values.count loop
				Result := Result & values.item (i)
				i := i + 1
			end
		ensure
			same_count: Result.count = count
		end

	new_cursor: ITERATION_CURSOR [K]
			-- Fresh cursor over the keys.
		do
			Result := keys.new_cursor
		end

feature -- Measurement

	count: INTEGER
			-- Number of keys.
		do
			Result := keys.count
		end

feature -- Status report

	is_empty: BOOLEAN
			-- Has the map no key?
		do
			Result := keys.count = 0
		end

	has (x: V): BOOLEAN
			-- Is `x' the value of some key?
		do
			Result := range.has (x)
		end

	is_constant (c: V): BOOLEAN
			-- Is `c' the value of every key?
		do
			Result := across values as x all x.item = c end
		end

	is_disjoint (other: like Current): BOOLEAN
			-- Have the map and `other' no key in common?
		do
			Result := domain.is_disjoint (other.domain)
		end

feature -- Comparison

	is_equal (other: like Current): BOOLEAN
			-- The same keys, each with the same value?
		local
			i, j: INTEGER
		do
			if keys.count = other.keys.count then
				from
					Result := True
					i := 1
				until
					not Result or i > keys.count
				loop
					j := other.index_of (keys.item (i))
					Result := j > 0 and then other.values.item (j) = values.item (i)
					i := i + 1
				end
			end
		end

feature -- Basic operations

	updated (k: K; x: V): MML_MAP [K, V]
			-- The map with `k' mapped to `x' (added or replaced).
		local
			i: INTEGER
		do
			create Result
			Result.set_storage (keys.twin, values.twin)
			i := index_of (k)
			if i > 0 then
				Result.values.put (x, i)
			else
				Result.keys.force (k, keys.count + 1)
				Result.values.force (x, keys.count + 1)
			end
		ensure
			k_mapped: Result.item (k) = x
			others_unchanged: across domain as j all j.item /= k implies Result [j.item] = item (j.item) end
			domain_definition: Result.domain ~ (domain & k)
		end

	extended (k: K; x: V): MML_MAP [K, V]
			-- The map with the new key `k' mapped to `x'.
		require
			new_key: not domain.has (k)
		do
			Result := updated (k, x)
		end

	removed (k: K): MML_MAP [K, V]
			-- The map without key `k'.
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > keys.count loop
				if keys.item (i) /= k then
					Result := Result.updated (keys.item (i), values.item (i))
				end
				i := i + 1
			end
		ensure
			k_gone: not Result.domain.has (k)
		end

	restricted alias "|" (subdomain: MML_SET [K]): MML_MAP [K, V]
			-- The map on the keys that are in `subdomain'.
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > keys.count loop
				if subdomain.has (keys.item (i)) then
					Result := Result.updated (keys.item (i), values.item (i))
				end
				i := i + 1
			end
		ensure
			domain_definition: Result.domain ~ (domain * subdomain)
			values_unchanged: across Result.domain as k all Result [k.item] = item (k.item) end
		end

	override alias "+" (other: MML_MAP [K, V]): MML_MAP [K, V]
			-- The map with every key of `other' mapped to its value there.
		local
			i: INTEGER
		do
			Result := Current
			from i := 1 until i > other.keys.count loop
				Result := Result.updated (other.keys.item (i), other.values.item (i))
				i := i + 1
			end
		ensure
			domain_definition: Result.domain ~ (domain + other.domain)
			other_wins: across other.domain as k all Result [k.item] = other [k.item] end
		end

	inverse: MML_RELATION [V, K]
			-- The pairs (value, key).
		local
			i: INTEGER
		do
			create Result
			from i := 1 until i > keys.count loop
				Result := Result.extended (values.item (i), keys.item (i))
				i := i + 1
			end
		ensure
			same_count: Result.count = count
			definition: across domain as k all Result.has (item (k.item), k.item) end
		end

	empty_map: MML_MAP [K, V]
			-- An empty map (`{MML_MAP [K, V]}.empty_map').
		do
			create Result
		ensure
			empty: Result.is_empty
		end

feature -- Lemmas

	lemma_sequence_image_bag (seq: MML_SEQUENCE [K])
			-- The image of a sequence without duplicates has the values of the map restricted to
			-- its range (checked, nothing to do).
		note
			status: lemma
		require
			range_in_domain: seq.range <= domain
			no_duplicates: seq.no_duplicates
		do
		ensure
			definition: sequence_image (seq).to_bag ~ (Current | seq.range).to_bag
		end

feature {MML_MAP} -- Implementation

	keys: ARRAY [K]
			-- The keys, each once.

	values: ARRAY [V]
			-- `values [i]' is the value of `keys [i]'.

	index_of (k: K): INTEGER
			-- Index of `k' in `keys', 0 if none.
		local
			i: INTEGER
		do
			from i := 1 until Result > 0 or i > keys.count loop
				if keys.item (i) = k then
					Result := i
				end
				i := i + 1
			end
		end

	set_storage (k: ARRAY [K]; x: ARRAY [V])
			-- Use `k' and `x' as storage.
		do
			keys := k
			values := x
		end

end
