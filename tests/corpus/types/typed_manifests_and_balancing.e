-- Typed manifest constants `{T} v', untyped integer constants taking the expected sized type,
-- NATURAL_64 constants beyond INTEGER_64, and the `convert' clauses of the kernel at work:
-- assignment, argument passing and the balancing rule of mixed arithmetic (the operand whose
-- type converts to the other's is converted: INTEGER_8 + INTEGER_32 is an INTEGER_32).
-- expect: INTEGER_16 5
-- expect: NATURAL_8 255
-- expect: REAL_32 1.5
-- expect: CHARACTER_32 a
-- expect: NATURAL_64 18446744073709551615
-- expect: INTEGER_8 -128
-- expect: INTEGER_8 -29
-- expect: INTEGER_32 227
-- expect: INTEGER_64 -1
-- expect: REAL_64 101.5
-- expect: INTEGER_16 -2
-- expect: NATURAL_64 256
-- expect: REAL_32 2.5
-- expect: 100 -100 127
-- expect: INTEGER_16 INTEGER_8

class
	TYPED_MANIFESTS_AND_BALANCING

create
	make

feature

	make
		local
			i8: INTEGER_8
			i16: INTEGER_16
			n8: NATURAL_8
			n64: NATURAL_64
			i64: INTEGER_64
			r32: REAL_32
			i: INTEGER
		do
			show ({INTEGER_16} 5)
			show ({NATURAL_8} 0xFF)
			show ({REAL_32} 1.5)
			show ({CHARACTER_32} 'a')
			show (18446744073709551615)
			show ({INTEGER_8} -128)
			i8 := 100
			show (i8 + 127)
			i := 127
			show (i8 + i)
			i64 := -1
			show (i8 // 100 * i64)
			show (i8 + 1.5)
			n8 := 254
			i16 := -256
			show (n8 + i16)
			n64 := n8
			show (n64 + 2)
			r32 := i8 // 40
			show (r32 + {REAL_32} 0.5)
			io.put_integer (i8)
			i16 := -i8
			io.put_string (" " + i16.out + " ")
			put_integer_64 ({INTEGER_8} 127)
			io.put_new_line
			i16 := i8
			print (i16.generating_type + " " + i8.generating_type + "%N")
		end

	show (x: ANY)
			-- Print the type and the value of `x' on a line.
		do
			print (x.generating_type + " " + x.out + "%N")
		end

	put_integer_64 (i: INTEGER_64)
		do
			print (i)
		end

end
