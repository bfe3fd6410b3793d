note
	description: "Addresses as objects, with the C memory routines EiffelBase reaches them through (same external names and signatures)"

class
	POINTER_REF

inherit
	ANY
		redefine
			out
		end

feature -- Access

	item: POINTER
			-- The address
		external
			"built_in"
		end

	plus alias "+" (offset: INTEGER): POINTER
			-- The address `offset' bytes further
		do
			Result := item + offset
		end

feature -- Memory

	memory_copy (a_source: POINTER; a_size: INTEGER)
			-- Copy `a_size' bytes at `a_source' to the address.
		require
			valid_size: a_size >= 0
		do
			c_memcpy (item, a_source, a_size)
		end

	memory_calloc (a_count, a_element_size: INTEGER): POINTER
			-- A new block of `a_count' zeroed elements of `a_element_size' bytes
		require
			valid_element_count: a_count > 0
			valid_element_size: a_element_size > 0
		do
			Result := c_calloc (a_count, a_element_size)
		end

	memory_free
			-- Release the block at the address.
		do
			c_free (item)
		end

feature -- Output

	out: STRING
			-- Hexadecimal text of the address
		do
			Result := item.out
		end

feature {NONE} -- C externals

	c_memcpy (destination, source: POINTER; count: INTEGER)
		external
			"C signature (void *, const void *, size_t) use <string.h>"
		alias
			"memcpy"
		end

	c_calloc (nmemb, size: INTEGER): POINTER
		external
			"C signature (size_t, size_t): EIF_POINTER use <stdlib.h>"
		alias
			"calloc"
		end

	c_free (p: POINTER)
		external
			"C signature (void *) use <stdlib.h>"
		alias
			"free"
		end

end
