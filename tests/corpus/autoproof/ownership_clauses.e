-- AutoProof's ownership is not tracked (`owns' is the empty set): an invariant or postcondition
-- clause naming `owns' is not monitored, a precondition clause naming it is evaluated as
-- written, so a routine requiring `owns = [area]' fails its precondition.
-- expect: 1 0
-- expect violation: precondition owned
-- at: 49

class
	OWNERSHIP_CLAUSES_TEST

create
	make

feature

	make
		local
			h: HOLDER
		do
			create h.make
			print (h.count.out + " " + owns.count.out)
			io.put_new_line
			print (h.owned_count)
		end

end

class
	HOLDER

create
	make

feature

	make
		do
			create part.put (0)
		ensure
			owns_set: owns ~ create {MML_SET [ANY]}.singleton (part)
		end

	part: CELL [INTEGER]

	count: INTEGER = 1

	owned_count: INTEGER
		require
			owned: owns = create {MML_SET [ANY]}.singleton (part)
		do
			Result := count
		end

invariant
	owns_definition: owns ~ create {MML_SET [ANY]}.singleton (part)

end
