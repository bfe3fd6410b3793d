-- Entities declared `like Current' inside the class: features called on them are the current
-- class's; the class's own `like Current' queries (`twin', `duplicate') may be assigned to them;
-- their values may be given where the current class's type (or ANY, as a generic actual) is
-- expected. In an heir the same code keeps working with the heir's type.
-- expect: 3
-- expect: 7
-- expect: 2
-- expect: CELL
-- expect: 10
-- expect: BIG_CELL

class
	LIKE_CURRENT_ENTITIES

create
	make

feature

	make
		local
			c: CELL
			b: BIG_CELL
		do
			create c.set (3)
			c.show_copy
			create b.set (10)
			b.show_copy
		end

end

class
	CELL

create
	set

feature

	value: INTEGER

	set (v: INTEGER)
		do
			value := v
		end

	duplicate: like Current
		do
			Result := twin
		end

	show_copy
		local
			other: like Current
			all_of: ARRAYED_LIST [like Current]
		do
			other := duplicate
			print (other.value.out + "%N")
			if value = 3 then
				other.set (7)
				print (other.value.out + "%N")
				create all_of.make (2)
				all_of.extend (other)
				all_of.extend (Current)
				print (all_of.count.out + "%N")
			end
			print (same_kind (other) + "%N")
		end

	same_kind (c: CELL): STRING
		do
			Result := c.generating_type
		end

end

class
	BIG_CELL

inherit
	CELL

create
	set

end
