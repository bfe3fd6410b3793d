note
	description: "A small lending library."

class
	LIBRARY

create
	make

feature {NONE} -- Initialization

	make
			-- Create an empty library.
		do
			create books.make (10)
		ensure
			empty: books.is_empty
		end

feature -- Access

	books: ARRAYED_LIST [BOOK]
			-- Books on the shelves.

	count_by (name: STRING): INTEGER
			-- Number of books written by `name'.
		require
			name_exists: name /= Void
		do
			across books as b loop
				if attached b.item.author as a and then a.same_string (name) then
					Result := Result + 1
				end
			end
		ensure
			in_range: 0 <= Result and Result <= books.count
		end

feature -- Element change

	add (b: BOOK)
			-- Put `b' on the shelves.
		require
			b_exists: b /= Void
		do
			books.extend (b)
		ensure
			one_more: books.count = old books.count + 1
		end

invariant
	books_exist: books /= Void

end
