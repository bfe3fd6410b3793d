-- expect: negative
-- expect: zero
-- expect: small
-- expect: large
-- expect: no else

class
	IF_ELSEIF_ELSE_TEST

create
	make

feature

	make
		do
			classify (-5)
			classify (0)
			classify (7)
			classify (100)
			if True then
				io.put_string ("no else")
				io.put_new_line
			end
		end

	classify (n: INTEGER)
		do
			if n < 0 then
				io.put_string ("negative")
			elseif n = 0 then
				io.put_string ("zero")
			elseif n < 10 then
				io.put_string ("small")
			else
				io.put_string ("large")
			end
			io.put_new_line
		end

end
