-- expect: -- not a comment
-- expect: ab

-- A comment before the class.
class -- after a keyword
	COMMENTS_TEST -- after the class name

create
	make

feature -- Initialization

	make
			-- Comment in the header comment position.
		do
			-- A comment alone on a line.
			io.put_string ("-- not a comment") -- a real comment
			io.put_new_line
			io.put_string ("a") ; io.put_string ("b") -- ; io.put_string ("c")
			io.put_new_line
			---- several dashes are still a comment
		end

end -- class COMMENTS_TEST
