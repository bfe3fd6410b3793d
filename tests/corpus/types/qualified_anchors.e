-- Qualified anchored types: `like a.b' (the type of query b on a's type, a's actual generics put
-- in), `like {T}.f' (the type of T's query f), `like Current.b', chains `like a.b.c', in
-- locals and in signatures.
-- expect: 42
-- expect: seven
-- expect: 9
-- expect: 3
-- expect: inner

class
	QUALIFIED_ANCHORS

create
	make

feature

	make
		local
			n: like {BOX [INTEGER]}.content
			s: like names.content
			c: like Current.size
			deep: like outer.inner.label
		do
			create names.put ("seven")
			create outer
			n := 42
			print (n.out + "%N")
			s := names.content
			print (s + "%N")
			print (bumped (8).out + "%N")
			c := names.content.count - 2
			print (c.out + "%N")
			deep := outer.inner.label
			print (deep + "%N")
		end

	names: BOX [STRING]

	outer: OUTER

	size: INTEGER

	bumped (x: like {BOX [INTEGER]}.content): like names.content.count
		do
			Result := x + 1
		end

end

class
	BOX [G]

create
	put

feature

	content: G

	put (x: G)
		do
			content := x
		end

end

class
	OUTER

feature

	inner: INNER
		once
			create Result
		end

end

class
	INNER

feature

	label: STRING = "inner"

end
