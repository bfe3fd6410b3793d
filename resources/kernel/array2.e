note
	description: "[
		Two-dimensional arrays: `height' rows of `width' columns, indexed from 1.
		The items are kept row after row in an ARRAY; `across' goes row by row.
	]"

class
	ARRAY2 [G]

inherit
	ITERABLE [G]
		redefine
			is_equal, copy
		end

create
	make, make_filled

feature {NONE} -- Initialization

	make (nb_rows, nb_columns: INTEGER)
			-- Create a `nb_rows' x `nb_columns' array, every item the default value of G.
		require
			nb_rows_non_negative: nb_rows >= 0
			nb_columns_non_negative: nb_columns >= 0
			both_zero_or_both_non_zero: not (nb_rows = 0 xor nb_columns = 0)
		do
			height := nb_rows
			width := nb_columns
			create cells.make (1, nb_rows * nb_columns)
		ensure
			new_count: count = height * width
		end

	make_filled (a_default_value: G; nb_rows, nb_columns: INTEGER)
			-- Create a `nb_rows' x `nb_columns' array, every item `a_default_value'.
		require
			nb_rows_non_negative: nb_rows >= 0
			nb_columns_non_negative: nb_columns >= 0
			both_zero_or_both_non_zero: not (nb_rows = 0 xor nb_columns = 0)
		do
			height := nb_rows
			width := nb_columns
			create cells.make_filled (a_default_value, 1, nb_rows * nb_columns)
		ensure
			new_count: count = height * width
		end

feature -- Access

	item alias "[]" (row, column: INTEGER): G assign put
			-- Item at `row', `column'
		require
			valid_row: 1 <= row and row <= height
			valid_column: 1 <= column and column <= width
		do
			Result := cells.item ((row - 1) * width + column)
		end

	new_cursor: ITERATION_CURSOR [G]
			-- Fresh cursor on the first item of the first row
		do
			Result := cells.new_cursor
		end

feature -- Measurement

	height: INTEGER
			-- Number of rows

	width: INTEGER
			-- Number of columns

	count: INTEGER
			-- Number of items
		do
			Result := height * width
		end

feature -- Element change

	put (v: G; row, column: INTEGER)
			-- Make `v' the item at `row', `column'.
		require
			valid_row: 1 <= row and row <= height
			valid_column: 1 <= column and column <= width
		do
			cells.put (v, (row - 1) * width + column)
		ensure
			inserted: item (row, column) = v
		end

feature -- Comparison

	is_equal (other: like Current): BOOLEAN
			-- Same dimensions and same items?
		do
			Result := height = other.height and width = other.width and cells.is_equal (other.cells)
		end

feature -- Duplication

	copy (other: like Current)
			-- Reinitialize with the dimensions and items of `other' (storage not shared).
		do
			if other /= Current then
				standard_copy (other)
				cells := other.cells.twin
			end
		end

feature {ARRAY2} -- Implementation

	cells: ARRAY [G]
			-- The items, row after row

invariant
	items_number: count = width * height

end
