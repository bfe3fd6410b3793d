-- expect: 3
-- expect: 2
-- expect: 11

class
	INSPECT_CHARACTER_TEST

create
	make

feature

	make
		local
			s: STRING
			i, vowels, digits, others: INTEGER
		do
			s := "Hello, World 42!"
			from
				i := 1
			until
				i > s.count
			loop
				inspect s [i].as_lower
				when 'a', 'e', 'i', 'o', 'u' then
					vowels := vowels + 1
				when '0'..'9' then
					digits := digits + 1
				else
					others := others + 1
				end
				i := i + 1
			end
			io.put_integer (vowels)
			io.put_new_line
			io.put_integer (digits)
			io.put_new_line
			io.put_integer (others)
			io.put_new_line
		end

end
