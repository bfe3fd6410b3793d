-- `@ x': the cursor of iteration variable x, where x itself is the item (`⟳ x: …', `∀ x: …',
-- `∃ x: …', `across … is x'), or the cursor itself (`across … as c'). `@ x.position' is a call
-- on the cursor; an inner loop still sees the outer cursor; a postcondition with `@ x'
-- inherited by a redefinition uses the heir's own cursor slot.
-- expect: 10@1 20@2 30@3
-- expect: True
-- expect: False
-- expect: True
-- expect: True
-- expect: 1.1 1.2 2.1 2.2
-- expect: k1 k2 k3
-- expect: 60

class
	ITERATION_CURSOR_AT

create
	make

feature

	make
		local
			r: RANGE_OF_TENS
			inner: RANGE_OF_TENS
			sum: INTEGER
			heir: TENS_CHECKER_HEIR
		do
			create r.make (3)
			⟳ x: r ¦ io.put_string (x.out + "@" + (@ x.position).out + (if @ x.position < 3 then " " else "%N" end)) ⟲
			io.put_boolean (∀ x: r ¦ x = @ x.position * 10)
			io.put_new_line
			io.put_boolean (∃ x: r ¦ x = @ x.position)
			io.put_new_line
			io.put_boolean (across r as c all c.item = @ c.position * 10 end)
			io.put_new_line
			io.put_boolean (across r is x some @ x.key ~ "k2" and x = 20 end)
			io.put_new_line
			create inner.make (2)
			across r is x loop
				if x < 30 then
					across inner is y loop
						io.put_string ((@ x.position).out + "." + (@ y.position).out)
						if @ x.position < 2 or @ y.position < 2 then io.put_string (" ") end
					end
				end
			end
			io.put_new_line
			across r is x loop
				io.put_string (@ x.key)
				if not @ x.after_last then io.put_string (" ") end
			end
			io.put_new_line
			create heir
			sum := heir.total (r)
			io.put_integer (sum)
			io.put_new_line
		end

end

class
	RANGE_OF_TENS

inherit
	ITERABLE [INTEGER]

create
	make

feature

	make (n: INTEGER)
		do
			count := n
		end

	count: INTEGER

	new_cursor: TENS_CURSOR
		do
			create Result.make (count)
		end

end

class
	TENS_CURSOR

inherit
	ITERATION_CURSOR [INTEGER]

create
	make

feature

	make (n: INTEGER)
		do
			last := n
			position := 1
		end

	position: INTEGER

	last: INTEGER

	item: INTEGER
		do
			Result := position * 10
		end

	key: STRING
		do
			Result := "k" + position.out
		end

	after: BOOLEAN
		do
			Result := position > last
		end

	after_last: BOOLEAN
		do
			Result := position >= last
		end

	forth
		do
			position := position + 1
		end

end

class
	TENS_CHECKER

feature

	total (r: RANGE_OF_TENS): INTEGER
		do
			⟳ x: r ¦ Result := Result + x ⟲
		ensure
			every_item_counted: ∀ x: r ¦ x = @ x.position * 10
		end

end

class
	TENS_CHECKER_HEIR

inherit
	TENS_CHECKER
		redefine total end

feature

	total (r: RANGE_OF_TENS): INTEGER
		local
			extra: INTEGER
		do
			extra := 0
			across r is x loop Result := Result + x + extra end
		end

end
