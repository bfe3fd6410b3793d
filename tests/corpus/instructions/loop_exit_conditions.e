-- Loop exit conditions of every shape (the interpreter evaluates INTEGER comparisons and = / /=
-- in a loop exit in place): locals and constants, operator and call operands, = on references,
-- /= on integers, CHARACTER, REAL_64 and INTEGER_64 operands.
-- expect: 5 4
-- expect: 6
-- expect: 13
-- expect: d
-- expect: 2.5
-- expect: 16
-- expect: 3

class
	LOOP_EXIT_CONDITIONS

create
	make

feature

	make
		local
			i, k, count: INTEGER
			node, list: detachable LINK
			c: CHARACTER
			r: REAL_64
			big: INTEGER_64
			a: ARRAY [INTEGER]
		do
			from i := 1 until i > 4 loop i := i + 1 end
			from k := 1 until k * 3 >= i + 5 loop k := k + 1 end
			print (i.out + " " + k.out + "%N")
			from i := 1 until i > 3 loop create node.make (i, list); list := node; i := i + 1 end
			from node := list until node = Void loop
				if attached node as x then
					count := count + x.value
					node := x.next
				end
			end
			print (count.out + "%N")
			from i := 10 until i \\ 4 /= 2 loop i := i + 3 end
			print (i.out + "%N")
			from c := 'a' until c > 'c' loop c := (c.code + 1).to_character_8 end
			print (c.out + "%N")
			from r := 0.5 until r >= 2.5 loop r := r + 1.0 end
			print (r.out + "%N")
			from big := 1 until big = 16 loop big := big * 2 end
			print (big.out + "%N")
			a := <<3, 1, 0, 5>>
			from i := 1 until a [i] = 0 loop i := i + 1 end
			print (i.out + "%N")
		end

end

class
	LINK

create
	make

feature

	value: INTEGER

	next: detachable LINK

	make (v: INTEGER; n: detachable LINK)
		do
			value := v
			next := n
		end

end
