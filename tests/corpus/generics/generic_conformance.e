-- ARRAYED_LIST [DOG] conforms to LIST [ANIMAL] (covariant generic conformance, as in Eiffel).
-- expect: 1
-- expect: dog

class
	GENERIC_CONFORMANCE_TEST

create
	make

feature

	make
		local
			dogs: ARRAYED_LIST [DOG]
			animals: LIST [ANIMAL]
			d: DOG
		do
			create dogs.make (2)
			create d
			dogs.extend (d)
			animals := dogs
			io.put_integer (animals.count)
			io.put_new_line
			io.put_string (animals.first.name)
			io.put_new_line
		end

end

class
	ANIMAL

feature

	name: STRING
		do
			Result := "animal"
		end

end

class
	DOG

inherit
	ANIMAL
		redefine
			name
		end

feature

	name: STRING
		do
			Result := "dog"
		end

end
