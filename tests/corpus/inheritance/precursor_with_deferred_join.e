-- An unqualified `Precursor' in a feature inherited both as a deferred version (from one parent)
-- and as an effective one (from another): it calls the effective one, the only one with a body.
-- expect: counted 2
-- expect: 3

class
	PRECURSOR_WITH_DEFERRED_JOIN

create
	make

feature

	make
		local
			c: COUNTING_CHAIN
		do
			create c
			print (c.size (2).out + "%N")
		end

end

deferred class
	MEASURABLE

feature

	size (n: INTEGER): INTEGER
		deferred
		end

end

class
	SIZED

feature

	size (n: INTEGER): INTEGER
		do
			print ("counted " + n.out + "%N")
			Result := n
		end

end

class
	COUNTING_CHAIN

inherit
	MEASURABLE

	SIZED
		redefine
			size
		end

feature

	size (n: INTEGER): INTEGER
		do
			Result := Precursor (n) + 1
		end

end
