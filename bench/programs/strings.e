note
	description: "[
		Benchmark: string building (append integers and characters to one STRING,
		then scan it). Same algorithm as strings.lua and strings.py.
	]"

class
	STRINGS

create
	make

feature

	make
		local
			text: STRING
			i, j, checksum: INTEGER
		do
			create text.make (16)
			from
				i := 1
			until
				i > 100000
			loop
				text.append_integer (i * 7)
				text.append_character (',')
				if i \\ 10 = 0 then
					text.append_character ('%N')
				end
				i := i + 1
			end
			from
				j := 1
			until
				j > text.count
			loop
				checksum := (checksum * 31 + text.item (j).code) \\ 1000003
				j := j + 1
			end
			io.put_string ("length = " + text.count.out + " checksum = " + checksum.out)
			io.put_new_line
		end

end
