note
	description: "[
		Benchmark: agents on the hot path. A function agent with one closed operand and an
		inline predicate agent are called 300,000 times each through `item' with a manifest
		tuple of the open operands. Same algorithm as agents.lua and agents.py (closures).
	]"

class
	AGENTS

create
	make

feature

	make
		local
			combine: FUNCTION [TUPLE [INTEGER, INTEGER], INTEGER]
			keep: PREDICATE [TUPLE [INTEGER]]
			i, acc, kept: INTEGER
		do
			combine := agent mix (?, ?, 31)
			keep := agent (x: INTEGER): BOOLEAN do Result := x \\ 3 /= 0 end
			from
				i := 1
			until
				i > 300000
			loop
				acc := combine.item ([acc, i])
				if keep.item ([acc]) then
					kept := kept + 1
				end
				i := i + 1
			end
			io.put_string ("agents checksum = " + acc.out + " kept = " + kept.out)
			io.put_new_line
		end

	mix (a, b, k: INTEGER): INTEGER
		do
			Result := (a * k + b) \\ 1000003
		end

end
