note
	description: "[
		Benchmark: loops with integer arithmetic (a linear congruential checksum;
		values stay below 2^31). Same algorithm as loops.lua and loops.py.
	]"

class
	LOOPS

create
	make

feature

	make
		local
			s, i: INTEGER
		do
			from
				i := 1
			until
				i > 2000000
			loop
				s := (s * 31 + i) \\ 1000003
				if s \\ 7 = 3 then
					s := s + i // 3
				end
				i := i + 1
			end
			io.put_string ("loops checksum = " + s.out)
			io.put_new_line
		end

end
