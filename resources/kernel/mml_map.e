note
	description: "[
		AutoProof's finite maps (MML) from keys K to values V, as values: every operation makes
		a new map. Keys and values are compared with `=', maps with `~' (the same keys, each
		with the same value).
	]"

class
	MML_MAP [K, V]

inherit
	ANY
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

	restricted (subdomain: MML_SET [K]): MML_MAP [K, V]
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
