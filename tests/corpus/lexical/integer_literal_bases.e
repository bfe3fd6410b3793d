-- Integer constants in hexadecimal (0x), binary (0b) and octal (0c), with underscores, and
-- typed bit patterns: `{NATURAL_8} 0xFF', `{INTEGER_8} 0xFF' (-1), `{INTEGER_16} 0x8000'.
-- expect: 255 10 15 65535 240 511
-- expect: 255 -1 -32768 4294967295
-- expect: 9223372036854775807 -9223372036854775808
-- expect: A { 7

class
	INTEGER_LITERAL_BASES

create
	make

feature

	make
		local
			n8: NATURAL_8
			i8: INTEGER_8
			i16: INTEGER_16
			n32: NATURAL_32
			c: CHARACTER
		do
			print ((0xFF).out + " " + (0b1010).out + " " + (0c17).out + " " + (0xFF_FF).out + " " + (0b1111_0000).out + " " + (0C777).out + "%N")
			n8 := {NATURAL_8} 0xFF
			i8 := {INTEGER_8} 0xFF
			i16 := {INTEGER_16} 0x8000
			n32 := {NATURAL_32} 0xFFFF_FFFF
			print (n8.out + " " + i8.out + " " + i16.out + " " + n32.out + "%N")
			print ({INTEGER_64} 0x7FFF_FFFF_FFFF_FFFF)
			print (" ")
			print ({INTEGER_64} 0x8000_0000_0000_0000)
			print ("%N")
			c := '%/123/'
			print ('%/65/'.out + " " + c.out + " " + '%/0x37/'.out + "%N")
		end

end
