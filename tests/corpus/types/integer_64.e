-- INTEGER_64 arithmetic; to_integer_32 of a value that does not fit violates its precondition.
-- expect: 2147483648
-- expect: 4611686018427387904
-- expect: 4294967296
-- expect: 9223372036854775807
-- expect violation: precondition fits

class
	INTEGER_64_TEST

create
	make

feature

	make
		local
			big: INTEGER_64
			small: INTEGER
		do
			big := 2147483647
			big := big + 1
			io.put_integer_64 (big)
			io.put_new_line
			big := big * big
			io.put_integer_64 (big)
			io.put_new_line
			small := 65536
			big := small.to_integer_64 * small.to_integer_64
			print (big)
			io.put_new_line
			io.put_integer_64 ({INTEGER_64}.max_value)
			io.put_new_line
			io.put_integer (big.to_integer_32 // 2)
			io.put_new_line
		end

end
