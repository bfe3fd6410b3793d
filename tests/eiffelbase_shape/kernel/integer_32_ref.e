note
	description: "References to objects containing an integer value coded on 32 bits"

class
	INTEGER_32_REF

inherit
	NUMERIC
		redefine
			out
		end

	COMPARABLE
		redefine
			out
		end

	HASHABLE
		redefine
			out
		end

feature -- Access

	item: INTEGER_32
			-- Integer value
		external
			"built_in"
		end

	hash_code: INTEGER
			-- Hash code value
		do
			if item >= 0 then
				Result := item
			else
				Result := -(item + 1)
			end
		end

feature -- Element change

	set_item (i: INTEGER_32)
			-- Make `i' the `item' value.
		external
			"built_in"
		ensure
			item_set: item = i
		end

feature -- Comparison

	is_less alias "<" (other: like Current): BOOLEAN
			-- Is current integer less than `other'?
		do
			Result := item < other.item
		end

feature -- Basic operations

	plus alias "+" (other: like Current): like Current
			-- Sum with `other'
		do
			create Result
			Result.set_item (item + other.item)
		end

	minus alias "-" (other: like Current): like Current
			-- Result of subtracting `other'
		do
			create Result
			Result.set_item (item - other.item)
		end

	product alias "*" (other: like Current): like Current
			-- Product by `other'
		do
			create Result
			Result.set_item (item * other.item)
		end

feature -- Output

	out: STRING
			-- Printable representation of integer value
		do
			Result := item.out
		end

end
