-- `once ("OBJECT")' routines keep one result per object; a plain once routine one per run.
-- expect: 1 1 2 2
-- expect: 3 3
-- expect: 1

class
	ONCE_PER_OBJECT

create
	make

feature

	make
		local
			a, b: COUNTER_BOX
		do
			create a
			create b
			print (a.id.out + " " + a.id.out + " " + b.id.out + " " + b.id.out + "%N")
			print (a.shared.out + " " + b.shared.out + "%N")
			print (a.setup_runs.out + "%N")
		end

end

class
	COUNTER_BOX

inherit
	ANY
		redefine
			default_create
		end

feature

	default_create
		do
			setup
			setup
		end

	id: INTEGER
			-- A number per object, given on first use.
		once ("OBJECT")
			next.put (next.item + 1)
			Result := next.item
		end

	shared: INTEGER
			-- One number for the whole run.
		once
			next.put (next.item + 1)
			Result := next.item
		end

	setup
		once ("OBJECT")
			setup_runs := setup_runs + 1
		end

	setup_runs: INTEGER

	next: CELL_OF_INTEGER
		once
			create Result
		end

end

class
	CELL_OF_INTEGER

feature

	item: INTEGER

	put (v: INTEGER)
		do
			item := v
		end

end
