-- Attachment narrowing: a detachable local, argument, Result (`found') or attribute is
-- attached where a condition proves it (`/= Void', `attached x', `not (x = Void)', `and then',
-- `or else', `implies', the later branches of an if, the body and the end of a loop, a
-- conditional expression, later clauses of one assertion, `check attached x end', an
-- assignment of an attached value), so it may be given where an attached type is expected. A
-- local or Result of an attached type may be given a detachable value for a while (`cached').
-- expect: one
-- expect: 3
-- expect: default
-- expect: two
-- expect: three
-- expect: 4
-- expect: 5
-- expect: node 2
-- expect: node 1
-- expect: last 1
-- expect: made
-- expect: checked
-- expect: cached
-- expect: found

class
	ATTACHMENT_NARROWING

create
	make

feature

	make
		local
			s: detachable STRING
			n: detachable NODE
		do
			s := "one"
			if s /= Void then
				show (s)
			end
			if attached s and then length (s) = 3 then
				print (length (s).out + "%N")
			end
			show_or_default (Void)
			show_or_default ("two")
			title := "three"
			if not (title = Void) then
				show (title)
			end
			s := "four"
			if s = Void or else length (s) = 4 then
				print ("4%N")
			end
			print (if s /= Void then length (s) + 1 else 0 end)
			print ("%N")
			create n.make (1, Void)
			create n.make (2, n)
			from
			until
				n = Void
			loop
				show_node (n)
				last := n
				n := n.next
			end
			if attached last as l then
				print ("last " + l.value.out + "%N")
			end
			s := Void
			if s = Void then
				s := "made"
			end
			show (s)
			s := maybe ("checked")
			check attached s end
			show (s)
			title := Void
			show (cached)
			if attached found as f then
				show (f)
			end
		end

	found: detachable STRING
		do
			Result := maybe ("found")
		ensure
			Result /= Void implies length (Result) > 0
		end

	cached: STRING
		do
			Result := title
			if Result = Void then
				Result := "cached"
			end
		end

	maybe (x: STRING): detachable STRING
		do
			Result := x
		end

	show_node (x: NODE)
		do
			show (x.label)
		end

	title: detachable STRING

	last: detachable NODE

	show (x: STRING)
		require
			x /= Void implies x.count > 0
		do
			print (x + "%N")
		end

	show_or_default (x: detachable STRING)
		require
			ok: x /= Void implies length (x) > 0
		do
			if x = Void then
				show ("default")
			elseif length (x) = 3 then
				show (x)
			end
		end

	length (x: STRING): INTEGER
		do
			Result := x.count
		end

end

class
	NODE

create
	make

feature

	make (v: INTEGER; n: detachable NODE)
		do
			value := v
			next := n
		end

	value: INTEGER

	next: detachable NODE

	label: STRING
		do
			Result := "node " + value.out
		end

end
