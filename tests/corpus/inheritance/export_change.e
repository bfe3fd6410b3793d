-- export {NONE} in an inherit clause hides a feature from clients; unqualified calls still work.
-- expect: 8

class
	EXPORT_CHANGE_TEST

create
	make

feature

	make
		local
			s: SAFE_BOX
		do
			create s
			s.store (4)
			io.put_integer (s.content)
			io.put_new_line
		end

end

class
	BOX

feature

	content: INTEGER

	set_content (v: INTEGER)
		do
			content := v
		end

end

class
	SAFE_BOX

inherit
	BOX
		export
			{NONE} set_content
		end

feature

	store (v: INTEGER)
		do
			set_content (v * 2)
		end

end
