-- expect: checked
-- expect: value
-- expect: done

class
	CHECK_INSTRUCTION_TEST

create
	make

feature

	make
		local
			x: detachable STRING
		do
			check
				trivial: 1 + 1 = 2
				also_true: True
			end
			io.put_string ("checked")
			io.put_new_line
			x := "value"
			check attached x as y then
				io.put_string (y)
				io.put_new_line
			end
			check 2 > 1 end
			io.put_string ("done")
			io.put_new_line
		end

end
