-- INTEGER_INTERVAL; iterating up to {INTEGER}.max_value terminates; an interval created empty
-- is 1 .. 0 whatever its bounds (as in EiffelBase), also through `|..|'.
-- expect: 3
-- expect: 6
-- expect: 4
-- expect: True
-- expect: 18
-- expect: True
-- expect: 0
-- expect: 1 .. 0
-- expect: 1 .. 0
-- expect: 3

class
	INTEGER_INTERVAL_TEST

create
	make

feature

	make
		local
			r: INTEGER_INTERVAL
			sum: INTEGER
		do
			r := 3 |..| 6
			io.put_integer (r.lower)
			io.put_new_line
			io.put_integer (r.upper)
			io.put_new_line
			io.put_integer (r.count)
			io.put_new_line
			io.put_boolean (r.has (6) and not r.has (7))
			io.put_new_line
			across r as i loop
				sum := sum + i.item
			end
			io.put_integer (sum)
			io.put_new_line
			create r.make (5, 4)
			io.put_boolean (r.is_empty)
			io.put_new_line
			io.put_integer (r.count)
			io.put_new_line
			io.put_string (r.lower.out + " .. " + r.upper.out)
			io.put_new_line
			r := (-100) |..| (-101)
			io.put_string (r.lower.out + " .. " + r.upper.out)
			io.put_new_line
			sum := 0
			across ({INTEGER}.max_value - 2) |..| {INTEGER}.max_value as i loop
				sum := sum + 1
			end
			io.put_integer (sum)
			io.put_new_line
		end

end
