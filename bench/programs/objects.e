note
	description: "[
		Benchmark: object creation and attribute access (build a linked list of
		small nodes and walk it). Same algorithm as objects.lua and objects.py.
	]"

class
	OBJECTS

create
	make

feature

	make
		local
			first, n: detachable NODE
			i, k, total: INTEGER
		do
			from
				i := 1
			until
				i > 200000
			loop
				create n.make (i \\ 1000, first)
				first := n
				i := i + 1
			end
			from
				k := 1
			until
				k > 8
			loop
				from
					n := first
				until
					n = Void
				loop
					if attached n as c then
						total := (total + c.value * k) \\ 1000000007
						n := c.right
					end
				end
				k := k + 1
			end
			io.put_string ("objects checksum = " + total.out)
			io.put_new_line
		end

end

class
	NODE

create
	make

feature

	make (v: INTEGER; r: detachable NODE)
		do
			value := v
			right := r
		end

	value: INTEGER

	right: detachable NODE

end
