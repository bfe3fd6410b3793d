-- `({G}).default' (typed `detachable G') passed where G is expected, as AutoProof code does:
-- accepted; with G = INTEGER it is 0, with G = STRING Void. A `detachable' value of another
-- type where an attached one is expected stays an error (errors/ has those).
-- expect: 0 True

class
	FORMAL_DEFAULT_ARGUMENT_TEST

create
	make

feature

	make
		local
			i: SLOT [INTEGER]
			s: SLOT [STRING]
		do
			create i.put (5)
			i.reset
			create s.put ("a")
			s.reset
			print (i.item.out + " " + (s.item = Void).out)
			io.put_new_line
		end

end

class
	SLOT [G]

create
	put

feature

	item: G

	put (v: G)
		do
			item := v
		end

	reset
		do
			put (({G}).default)
		end

end
