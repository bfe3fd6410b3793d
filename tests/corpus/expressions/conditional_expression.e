-- expect: big
-- expect: 1
-- expect: 60

class
	CONDITIONAL_EXPRESSION_TEST

create
	make

feature

	make
		local
			n: INTEGER
		do
			n := 5
			io.put_string (if n > 3 then "big" else "small" end)
			io.put_new_line
			io.put_integer (if n = 0 then 0 elseif n < 0 then -1 else 1 end)
			io.put_new_line
			io.put_integer ((if n \\ 2 = 0 then n else n + 1 end) * 10)
			io.put_new_line
		end

end
