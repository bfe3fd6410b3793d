-- EXCEPTIONS.raise raises a developer exception: a rescue clause catches it and may retry; the
-- instructions after `raise' do not run.
-- expect: try 1
-- expect: try 2
-- expect: try 3
-- expect: done after 3

class
	DEVELOPER_EXCEPTION

create
	make

feature

	make
		local
			tries: INTEGER
		do
			tries := tries + 1
			io.put_string ("try " + tries.out)
			io.put_new_line
			if tries < 3 then
				(create {EXCEPTIONS}).raise ("not_yet")
				io.put_string ("never printed")
				io.put_new_line
			end
			io.put_string ("done after " + tries.out)
			io.put_new_line
		rescue
			retry
		end

end
