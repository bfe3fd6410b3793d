-- A program may declare its own class named like one of the EiffelBase containers the kernel
-- adds (CELL, RANDOM, DISPENSER, ...): its class replaces the kernel's, and the rest of the
-- kernel (here TWO_WAY_LIST) stays available.
-- expect: 42
-- expect: 2
-- expect: my dispenser

class
	OWN_CLASS_REPLACES_KERNEL

create
	make

feature

	make
		local
			c: CELL
			l: TWO_WAY_LIST [INTEGER]
			d: DISPENSER
		do
			create c
			print (c.value.out + "%N")
			create l.make
			l.extend (1)
			l.extend (2)
			print (l.count.out + "%N")
			create d
			print (d.name + "%N")
		end

end

class
	CELL

feature

	value: INTEGER
			-- Not the kernel's CELL: no generic parameter, no `item'
		do
			Result := 42
		end

end

class
	DISPENSER

feature

	name: STRING
			-- Not the kernel's DISPENSER
		do
			Result := "my dispenser"
		end

end
