-- Type objects: `{T}' as an expression is the object of TYPE [T]: `name', `out', `default'
-- (`{T}.default', `({G}).default' for a formal G of the current object's type), `has_default';
-- one object per type, so `=' compares types; `{T}.f' calls TYPE's query f when T has no
-- constant f.
-- expect: INTEGER_32
-- expect: ARRAY [STRING_8]
-- expect: STRING_8
-- expect: 0 False 0.0
-- expect: True
-- expect: True False
-- expect: True False
-- expect: TYPE [INTEGER_32]
-- expect: 0 / 
-- expect: True
-- expect: CHARACTER_8 True

class
	TYPE_OBJECTS

create
	make

feature

	make
		local
			t: TYPE [INTEGER]
			any_type: TYPE [detachable ANY]
			i: INTEGER
			b: BOOLEAN
			r: REAL_64
			boxes: TYPE_OBJECT_BOX [INTEGER]
			names: TYPE_OBJECT_BOX [STRING]
		do
			t := {INTEGER}
			print (t.name + "%N")
			any_type := {ARRAY [STRING]}
			print (any_type.out + "%N")
			print ({STRING}.name + "%N")
			i := {INTEGER}.default
			b := ({BOOLEAN}).default
			r := {REAL_64}.default
			print (i.out + " " + b.out + " " + r.out + "%N")
			print ({STRING}.default = Void)
			print ("%N")
			print ((t = {INTEGER}).out + " " + (any_type = {ARRAY [INTEGER]}).out + "%N")
			print ({INTEGER}.has_default.out + " " + {STRING}.has_default.out + "%N")
			print (t.generating_type + "%N")
			create boxes
			create names
			print (boxes.item_default.out + " / ")
			print (names.item_default)
			print ("%N")
			print (boxes.item_type = {INTEGER})
			print ("%N")
			print ({CHARACTER}.out + " " + ({CHARACTER}).default.code.out.is_equal ("0").out + "%N")
		end

end

class
	TYPE_OBJECT_BOX [G]

feature

	item_default: detachable G
			-- G's default value, through its type object.
		do
			Result := ({G}).default
		end

	item_type: TYPE [G]
		do
			Result := {G}
		end

end
