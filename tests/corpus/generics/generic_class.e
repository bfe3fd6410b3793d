-- expect: 6
-- expect: five
-- expect: six
-- expect: BOX [INTEGER_32]

class
	GENERIC_CLASS_TEST

create
	make

feature

	make
		local
			bi: BOX [INTEGER]
			bs: BOX [STRING]
		do
			create bi.put (5)
			create bs.put ("five")
			io.put_integer (bi.item + 1)
			io.put_new_line
			io.put_string (bs.item)
			io.put_new_line
			bs.put ("six")
			io.put_string (bs.item)
			io.put_new_line
			io.put_string (bi.generating_type)
			io.put_new_line
		end

end

class
	BOX [G]

create
	put

feature

	item: G

	put (v: G)
		do
			item := v
		ensure
			item_set: item = v
		end

end
