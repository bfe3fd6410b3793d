note
	description: "Small integer matrices (up to 1000 x 1000) stored row by row in a one-dimensional array."

class
	MATRIX

create
	make

feature {NONE} -- Initialization

	make (r, c: INTEGER)
			-- Create an `r' x `c' matrix of zeros.
		require
			positive_rows: r > 0
			positive_columns: c > 0
			small_enough: r <= 1000 and c <= 1000
		do
			rows := r
			columns := c
			create cells.make_filled (0, 1, r * c)
		ensure
			rows_set: rows = r
			columns_set: columns = c
		end

feature -- Access

	rows: INTEGER
			-- Number of rows.

	columns: INTEGER
			-- Number of columns.

	valid_position (i, j: INTEGER): BOOLEAN
			-- Is (`i', `j') a position of the matrix?
		do
			Result := 1 <= i and i <= rows and 1 <= j and j <= columns
		end

	cell_index (i, j: INTEGER): INTEGER
			-- Index in `cells' of the entry at row `i', column `j'.
		require
			valid: valid_position (i, j)
		do
			Result := (i - 1) * columns + j
		ensure
			in_range: 1 <= Result and Result <= rows * columns
			row_recovered: (Result - 1) // columns + 1 = i
			column_recovered: (Result - 1) \\ columns + 1 = j
		end

	item (i, j: INTEGER): INTEGER
			-- Entry at row `i', column `j'.
		require
			valid: valid_position (i, j)
		do
			Result := cells [cell_index (i, j)]
		end

feature -- Element change

	put (v, i, j: INTEGER)
			-- Set the entry at row `i', column `j' to `v'.
		require
			valid: valid_position (i, j)
		do
			cells [cell_index (i, j)] := v
		ensure
			set: item (i, j) = v
		end

feature {NONE} -- Implementation

	cells: ARRAY [INTEGER]
			-- Entries, row after row.

invariant
	size: cells.count = rows * columns

end
