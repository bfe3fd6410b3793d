-- inspect with lists, intervals, constants as choices, and else.
-- expect: za-aaab-
-- expect: constant

class
	INSPECT_INTEGER_TEST

create
	make

feature

	make
		local
			i: INTEGER
		do
			from
				i := 0
			until
				i > 7
			loop
				inspect i
				when 1, 3..5 then
					io.put_string ("a")
				when 0 then
					io.put_string ("z")
				when 6 then
					io.put_string ("b")
				else
					io.put_string ("-")
				end
				i := i + 1
			end
			io.put_new_line
			inspect Limit
			when Limit then
				io.put_string ("constant")
			end
			io.put_new_line
		end

	Limit: INTEGER = 9

end
