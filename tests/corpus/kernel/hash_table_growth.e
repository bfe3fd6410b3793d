-- expect: 500
-- expect: 0
-- expect: 999
-- expect: 500

class
	HASH_TABLE_GROWTH_TEST

create
	make

feature

	make
		local
			t: HASH_TABLE [STRING, INTEGER]
			i, missing: INTEGER
		do
			create t.make (1)
			from
				i := 1
			until
				i > 1000
			loop
				t.put (i.out, i * 7)
				i := i + 1
			end
			from
				i := 1
			until
				i > 1000
			loop
				if i \\ 2 = 0 then
					t.remove (i * 7)
				end
				i := i + 1
			end
			io.put_integer (t.count)
			io.put_new_line
			from
				i := 1
			until
				i > 1000
			loop
				if t.has (i * 7) /= (i \\ 2 = 1) then
					missing := missing + 1
				end
				i := i + 1
			end
			io.put_integer (missing)
			io.put_new_line
			if attached t [7 * 999] as s then
				io.put_string (s)
			end
			io.put_new_line
			io.put_integer (t.keys.count)
			io.put_new_line
		end

end
