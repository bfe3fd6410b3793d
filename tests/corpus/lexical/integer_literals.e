-- Decimal, hexadecimal and underscore-separated integer constants.
-- expect: 31
-- expect: 255
-- expect: 1000
-- expect: 1000000
-- expect: 0
-- expect: -17
-- expect: 7
-- expect: 2147483647
-- expect: -2147483648

class
	INTEGER_LITERALS

create
	make

feature

	make
		do
			show (0x1F)
			show (0xff)
			show (1_000)
			show (1_000_000)
			show (0)
			show (-17)
			show (007)
			show (2147483647)
			show (-2147483648)
		end

	show (i: INTEGER)
		do
			io.put_integer (i)
			io.put_new_line
		end

end
