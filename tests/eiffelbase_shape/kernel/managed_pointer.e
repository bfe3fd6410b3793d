note
	description: "A block of C memory read and written byte by byte, as EiffelBase's MANAGED_POINTER does it: through `$' of a variable and memory_copy"

class
	MANAGED_POINTER

create
	make

feature {NONE} -- Initialization

	make (n: INTEGER)
			-- A new block of `n' zeroed bytes.
		require
			n_non_negative: n >= 0
		do
			item := item.memory_calloc (n.max (1), 1)
			count := n
		ensure
			count_set: count = n
		end

feature -- Access

	item: POINTER
			-- The block's address

	count: INTEGER
			-- Its size in bytes

	read_character (pos: INTEGER): CHARACTER_8
			-- The byte at `pos'.
		require
			valid_position: pos >= 0 and pos < count
		do
			($Result).memory_copy (item + pos, 1)
		end

feature -- Element change

	put_character (c: CHARACTER_8; pos: INTEGER)
			-- Make `c' the byte at `pos'.
		require
			valid_position: pos >= 0 and pos < count
		do
			(item + pos).memory_copy ($c, 1)
		ensure
			inserted: read_character (pos) = c
		end

invariant
	valid_count: count >= 0

end
