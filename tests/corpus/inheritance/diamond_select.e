-- Repeated inheritance: TOP reaches DIAMOND twice; select picks the version used by every
-- call whose feature has the seed TOP.describe, even through RIGHT_SIDE (ECMA dynamic binding):
-- so r.describe gives "left". shared is inherited twice unchanged and so is shared.
-- expect: left
-- expect: right
-- expect: left
-- expect: left
-- expect: left
-- expect: 1

class
	DIAMOND_SELECT_TEST

create
	make

feature

	make
		local
			d: DIAMOND
			t: TOP
			l: LEFT_SIDE
			r: RIGHT_SIDE
		do
			create d
			t := d
			l := d
			r := d
			io.put_string (d.left_describe)
			io.put_new_line
			io.put_string (d.right_describe)
			io.put_new_line
			io.put_string (t.describe)
			io.put_new_line
			io.put_string (l.describe)
			io.put_new_line
			io.put_string (r.describe)
			io.put_new_line
			io.put_integer (d.shared)
			io.put_new_line
		end

end

class
	TOP

feature

	describe: STRING
		do
			Result := "top"
		end

	shared: INTEGER
		do
			Result := 1
		end

end

class
	LEFT_SIDE

inherit
	TOP
		redefine
			describe
		end

feature

	describe: STRING
		do
			Result := "left"
		end

end

class
	RIGHT_SIDE

inherit
	TOP
		redefine
			describe
		end

feature

	describe: STRING
		do
			Result := "right"
		end

end

class
	DIAMOND

inherit
	LEFT_SIDE
		rename
			describe as left_describe
		select
			left_describe
		end

	RIGHT_SIDE
		rename
			describe as right_describe
		end

end
