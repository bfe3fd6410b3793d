-- like Current denotes the type of the target: b.clone_me has static type BIRD.
-- expect: bird
-- expect: bird
-- expect: BIRD
-- expect: 6

class
	LIKE_ANCHORS_TEST

create
	make

feature

	make
		local
			a: ANIMAL
			b: BIRD
		do
			create b
			a := b.clone_me
			io.put_string (a.kind)
			io.put_new_line
			io.put_string (b.clone_me.kind)
			io.put_new_line
			io.put_string (b.clone_me.generating_type)
			io.put_new_line
			count := 3
			io.put_integer (twice (count))
			io.put_new_line
		end

	count: INTEGER

	twice (n: like count): like count
		do
			Result := n * 2
		end

end

class
	ANIMAL

feature

	kind: STRING
		do
			Result := "animal"
		end

	clone_me: like Current
		do
			Result := twin
		end

end

class
	BIRD

inherit
	ANIMAL
		redefine
			kind
		end

feature

	kind: STRING
		do
			Result := "bird"
		end

end
