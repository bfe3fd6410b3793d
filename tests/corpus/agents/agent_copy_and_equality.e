-- An agent's twin is a working copy of it (same routine, same closed operands), and two agents
-- are equal (`~') when they wrap the same routine with equal closed operands.
-- expect: 15
-- expect: True
-- expect: False
-- expect: True

class
	AGENT_COPY_AND_EQUALITY

create
	make

feature

	make
		local
			f, g, h, duplicate: FUNCTION [TUPLE [INTEGER], INTEGER]
		do
			f := agent plus (?, 5)
			duplicate := f.twin
			print (duplicate.item ([10]).out + "%N")
			g := agent plus (?, 5)
			h := agent plus (?, 6)
			print ((f ~ g).out + "%N")
			print ((f ~ h).out + "%N")
			print ((duplicate ~ f).out + "%N")
		end

	plus (a, b: INTEGER): INTEGER
		do
			Result := a + b
		end

end
