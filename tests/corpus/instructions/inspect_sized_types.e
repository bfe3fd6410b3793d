-- `inspect' on every integer and character type: values, intervals and constants.
-- expect: small small big
-- expect: low top
-- expect: max
-- expect: letter digit euro other
-- expect: upper

class
	INSPECT_SIZED_TYPES

create
	make

feature

	Limit: INTEGER_8 = 100

	Euro: CHARACTER_32 = '€'

	make
		local
			i8: INTEGER_8
			n16: NATURAL_16
			n64: NATURAL_64
			i64: INTEGER_64
			a8: ARRAY [INTEGER_8]
			a16: ARRAY [NATURAL_16]
			a32: ARRAY [CHARACTER_32]
		do
			a8 := <<-5, 0, 120>>
			across a8 as c loop
				i8 := c.item
				inspect i8
				when -128 .. Limit then print ("small")
				else print ("big")
				end
				if c.item /= 120 then print (" ") end
			end
			io.put_new_line
			a16 := <<7, 65535>>
			across a16 as c loop
				n16 := c.item
				inspect n16
				when 0 .. 9 then print ("low ")
				when 65535 then print ("top")
				end
			end
			io.put_new_line
			n64 := n64.max_value
			inspect n64
			when 0 then print ("zero")
			when 18446744073709551615 then print ("max")
			else print ("other")
			end
			io.put_new_line
			a32 := <<'q', '7', '€', 'é'>>
			across a32 as c loop
				inspect c.item
				when 'a' .. 'z' then print ("letter ")
				when '0' .. '9' then print ("digit ")
				when Euro then print ("euro ")
				else print ("other")
				end
			end
			io.put_new_line
			i64 := 5_000_000_000
			inspect i64
			when 0 .. 4_000_000_000 then print ("lower")
			when 4_000_000_001 .. 9_000_000_000 then print ("upper")
			end
			io.put_new_line
		end

end
