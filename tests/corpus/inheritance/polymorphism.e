-- Dynamic binding; creation expressions `create {T}` in a manifest array.
-- expect: woof
-- expect: meow
-- expect: woof

class
	POLYMORPHISM_TEST

create
	make

feature

	make
		local
			animals: ARRAY [ANIMAL]
			i: INTEGER
		do
			animals := <<create {DOG}, create {CAT}, create {DOG}>>
			from
				i := animals.lower
			until
				i > animals.upper
			loop
				io.put_string (animals [i].sound)
				io.put_new_line
				i := i + 1
			end
		end

end

deferred class
	ANIMAL

feature

	sound: STRING
		deferred
		end

end

class
	DOG

inherit
	ANIMAL

feature

	sound: STRING
		do
			Result := "woof"
		end

end

class
	CAT

inherit
	ANIMAL

feature

	sound: STRING
		do
			Result := "meow"
		end

end
