-- A constrained generic parameter may use the features of its constraint (< and <= of COMPARABLE).
-- expect: 9
-- expect: zucchini

class
	CONSTRAINED_GENERIC_TEST

create
	make

feature

	make
		local
			mi: MAX_FINDER [INTEGER]
			ms: MAX_FINDER [STRING]
		do
			create mi.make (0)
			mi.consider (3)
			mi.consider (9)
			mi.consider (4)
			io.put_integer (mi.best)
			io.put_new_line
			create ms.make ("")
			ms.consider ("pear")
			ms.consider ("apple")
			ms.consider ("zucchini")
			ms.consider ("fig")
			io.put_string (ms.best)
			io.put_new_line
		end

end

class
	MAX_FINDER [G -> COMPARABLE]

create
	make

feature

	make (initial: G)
		do
			best := initial
		end

	best: G

	consider (v: G)
		do
			if best < v then
				best := v
			end
		ensure
			at_least_v: v <= best
		end

end
