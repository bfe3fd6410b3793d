note
	description: "[
		Sequences of values of any types: `TUPLE [INTEGER, STRING]', labelled
		`TUPLE [x, y: INTEGER]' (a label names an item: `t.x', `t.x := 3'),
		manifest tuples `[1, "a"]'. The checker accepts any number of actual
		generic parameters; TUPLE [A, B, C] conforms to TUPLE [A, B], TUPLE [A]
		and TUPLE. The items are the object's fields (see BUILTINS.md).
	]"

class
	TUPLE

create
	default_create

feature -- Access

	item alias "[]" (index: INTEGER): detachable ANY assign put
			-- Item at `index'.
		require
			valid_index: valid_index (index)
		external
			"built_in"
		end

feature -- Measurement

	count: INTEGER
			-- Number of items.
		external
			"built_in"
		end

feature -- Status report

	valid_index (k: INTEGER): BOOLEAN
			-- Is `k' a valid index?
		do
			Result := k >= 1 and k <= count
		end

	valid_type_for_index (v: detachable ANY; index: INTEGER): BOOLEAN
			-- Can `v' be put at `index' (Void only for a detachable or reference item)?
		require
			valid_index: valid_index (index)
		external
			"built_in"
		end

	is_empty: BOOLEAN
			-- Has the tuple no items?
		do
			Result := count = 0
		end

feature -- Typed access

	boolean_item (index: INTEGER): BOOLEAN
			-- Item at `index', of type BOOLEAN.
		require
			valid_index: valid_index (index)
			is_boolean: is_boolean_item (index)
		do
			if attached {BOOLEAN} item (index) as v then
				Result := v
			end
		end

	character_8_item (index: INTEGER): CHARACTER_8
			-- Item at `index', of type CHARACTER_8.
		require
			valid_index: valid_index (index)
			is_character_8: is_character_8_item (index)
		do
			if attached {CHARACTER_8} item (index) as v then
				Result := v
			end
		end

	character_32_item (index: INTEGER): CHARACTER_32
			-- Item at `index', of type CHARACTER_32.
		require
			valid_index: valid_index (index)
			is_character_32: is_character_32_item (index)
		do
			if attached {CHARACTER_32} item (index) as v then
				Result := v
			end
		end

	integer_8_item (index: INTEGER): INTEGER_8
			-- Item at `index', of type INTEGER_8.
		require
			valid_index: valid_index (index)
			is_integer_8: is_integer_8_item (index)
		do
			if attached {INTEGER_8} item (index) as v then
				Result := v
			end
		end

	integer_16_item (index: INTEGER): INTEGER_16
			-- Item at `index', of type INTEGER_16.
		require
			valid_index: valid_index (index)
			is_integer_16: is_integer_16_item (index)
		do
			if attached {INTEGER_16} item (index) as v then
				Result := v
			end
		end

	integer_32_item (index: INTEGER): INTEGER_32
			-- Item at `index', of type INTEGER_32.
		require
			valid_index: valid_index (index)
			is_integer_32: is_integer_32_item (index)
		do
			if attached {INTEGER_32} item (index) as v then
				Result := v
			end
		end

	integer_64_item (index: INTEGER): INTEGER_64
			-- Item at `index', of type INTEGER_64.
		require
			valid_index: valid_index (index)
			is_integer_64: is_integer_64_item (index)
		do
			if attached {INTEGER_64} item (index) as v then
				Result := v
			end
		end

	natural_8_item (index: INTEGER): NATURAL_8
			-- Item at `index', of type NATURAL_8.
		require
			valid_index: valid_index (index)
			is_natural_8: is_natural_8_item (index)
		do
			if attached {NATURAL_8} item (index) as v then
				Result := v
			end
		end

	natural_16_item (index: INTEGER): NATURAL_16
			-- Item at `index', of type NATURAL_16.
		require
			valid_index: valid_index (index)
			is_natural_16: is_natural_16_item (index)
		do
			if attached {NATURAL_16} item (index) as v then
				Result := v
			end
		end

	natural_32_item (index: INTEGER): NATURAL_32
			-- Item at `index', of type NATURAL_32.
		require
			valid_index: valid_index (index)
			is_natural_32: is_natural_32_item (index)
		do
			if attached {NATURAL_32} item (index) as v then
				Result := v
			end
		end

	natural_64_item (index: INTEGER): NATURAL_64
			-- Item at `index', of type NATURAL_64.
		require
			valid_index: valid_index (index)
			is_natural_64: is_natural_64_item (index)
		do
			if attached {NATURAL_64} item (index) as v then
				Result := v
			end
		end

	real_32_item (index: INTEGER): REAL_32
			-- Item at `index', of type REAL_32.
		require
			valid_index: valid_index (index)
			is_real_32: is_real_32_item (index)
		do
			if attached {REAL_32} item (index) as v then
				Result := v
			end
		end

	real_64_item (index: INTEGER): REAL_64
			-- Item at `index', of type REAL_64.
		require
			valid_index: valid_index (index)
			is_real_64: is_real_64_item (index)
		do
			if attached {REAL_64} item (index) as v then
				Result := v
			end
		end

	integer_item (index: INTEGER): INTEGER
			-- Item at `index', of type INTEGER_32.
		require
			valid_index: valid_index (index)
			is_integer: is_integer_item (index)
		do
			Result := integer_32_item (index)
		end

	character_item (index: INTEGER): CHARACTER
			-- Item at `index', of type CHARACTER_8.
		require
			valid_index: valid_index (index)
			is_character: is_character_item (index)
		do
			Result := character_8_item (index)
		end

	real_item (index: INTEGER): REAL_32
			-- Item at `index', of type REAL_32 (REAL).
		require
			valid_index: valid_index (index)
			is_real: is_real_32_item (index)
		do
			Result := real_32_item (index)
		end

	double_item (index: INTEGER): REAL_64
			-- Item at `index', of type REAL_64 (DOUBLE).
		require
			valid_index: valid_index (index)
			is_double: is_real_64_item (index)
		do
			Result := real_64_item (index)
		end

	reference_item (index: INTEGER): detachable ANY
			-- Item at `index', of a reference type.
		require
			valid_index: valid_index (index)
			is_reference: is_reference_item (index)
		do
			Result := item (index)
		end

feature -- Item types

	is_boolean_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type BOOLEAN?
		require
			valid_index: valid_index (index)
		do
			Result := attached {BOOLEAN} item (index)
		end

	is_character_8_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type CHARACTER_8?
		require
			valid_index: valid_index (index)
		do
			Result := attached {CHARACTER_8} item (index)
		end

	is_character_32_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type CHARACTER_32?
		require
			valid_index: valid_index (index)
		do
			Result := attached {CHARACTER_32} item (index)
		end

	is_integer_8_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type INTEGER_8?
		require
			valid_index: valid_index (index)
		do
			Result := attached {INTEGER_8} item (index)
		end

	is_integer_16_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type INTEGER_16?
		require
			valid_index: valid_index (index)
		do
			Result := attached {INTEGER_16} item (index)
		end

	is_integer_32_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type INTEGER_32?
		require
			valid_index: valid_index (index)
		do
			Result := attached {INTEGER_32} item (index)
		end

	is_integer_64_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type INTEGER_64?
		require
			valid_index: valid_index (index)
		do
			Result := attached {INTEGER_64} item (index)
		end

	is_natural_8_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type NATURAL_8?
		require
			valid_index: valid_index (index)
		do
			Result := attached {NATURAL_8} item (index)
		end

	is_natural_16_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type NATURAL_16?
		require
			valid_index: valid_index (index)
		do
			Result := attached {NATURAL_16} item (index)
		end

	is_natural_32_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type NATURAL_32?
		require
			valid_index: valid_index (index)
		do
			Result := attached {NATURAL_32} item (index)
		end

	is_natural_64_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type NATURAL_64?
		require
			valid_index: valid_index (index)
		do
			Result := attached {NATURAL_64} item (index)
		end

	is_real_32_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type REAL_32?
		require
			valid_index: valid_index (index)
		do
			Result := attached {REAL_32} item (index)
		end

	is_real_64_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type REAL_64?
		require
			valid_index: valid_index (index)
		do
			Result := attached {REAL_64} item (index)
		end

	is_integer_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type INTEGER_32?
		require
			valid_index: valid_index (index)
		do
			Result := is_integer_32_item (index)
		end

	is_character_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type CHARACTER_8?
		require
			valid_index: valid_index (index)
		do
			Result := is_character_8_item (index)
		end

	is_real_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type REAL_32 (REAL)?
		require
			valid_index: valid_index (index)
		do
			Result := is_real_32_item (index)
		end

	is_double_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' of type REAL_64 (DOUBLE)?
		require
			valid_index: valid_index (index)
		do
			Result := is_real_64_item (index)
		end

	is_reference_item (index: INTEGER): BOOLEAN
			-- Is the item at `index' Void or of a reference type?
		require
			valid_index: valid_index (index)
		do
			Result := not attached {NUMERIC} item (index) and not attached {BOOLEAN} item (index)
				and not attached {CHARACTER_8} item (index) and not attached {CHARACTER_32} item (index)
		end

feature -- Typed element change

	put_reference (v: detachable ANY; index: INTEGER)
			-- Put `v' at `index'.
		require
			valid_index: valid_index (index)
			valid_type: valid_type_for_index (v, index)
		do
			put (v, index)
		end

	put_integer, put_integer_32 (v: INTEGER; index: INTEGER)
			-- Put `v' at `index'.
		require
			valid_index: valid_index (index)
			valid_type: valid_type_for_index (v, index)
		do
			put (v, index)
		end

	put_boolean (v: BOOLEAN; index: INTEGER)
			-- Put `v' at `index'.
		require
			valid_index: valid_index (index)
			valid_type: valid_type_for_index (v, index)
		do
			put (v, index)
		end

	put_character (v: CHARACTER; index: INTEGER)
			-- Put `v' at `index'.
		require
			valid_index: valid_index (index)
			valid_type: valid_type_for_index (v, index)
		do
			put (v, index)
		end

	put_real_64, put_double (v: REAL_64; index: INTEGER)
			-- Put `v' at `index'.
		require
			valid_index: valid_index (index)
			valid_type: valid_type_for_index (v, index)
		do
			put (v, index)
		end

feature -- Element change

	put (v: detachable ANY; index: INTEGER)
			-- Put `v' at position `index'.
		require
			valid_index: valid_index (index)
			valid_type: valid_type_for_index (v, index)
		external
			"built_in"
		end

end
