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
