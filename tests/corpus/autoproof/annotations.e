-- AutoProof's annotations run with their run-time meaning: frame conditions (with manifest
-- strings and tuples of any type as arguments) hold, objects are wrapped outside `unwrap' …
-- `wrap' (so `is_wrapped' and `closed' are True, `is_open' False), `inv' and `inv_only' hold
-- with the invariant, `owns'/`observers' are empty sets, notes are ignored
-- (ownership_state.e has the open state).
-- expect: 15
-- expect: True True True True False
-- expect: 0 0 0
-- expect: 7

class
	ANNOTATIONS_TEST

create
	make

feature

	make
		local
			c: COUNTER
			other: COUNTER
		do
			create c.make
			create other.make
			c.add (5)
			c.add (10)
			c.move_to (other, 8)
			io.put_integer (c.total + other.total)
			io.put_new_line
			io.put_boolean (c.is_wrapped)
			io.put_string (" ")
			io.put_boolean (closed)
			io.put_string (" ")
			io.put_boolean (inv)
			io.put_string (" ")
			io.put_boolean (c.inv_only ("total_non_negative"))
			io.put_string (" ")
			io.put_boolean (c.is_open)
			io.put_new_line
			io.put_integer (owns.count)
			io.put_string (" ")
			io.put_integer (c.observers.count)
			io.put_string (" ")
			io.put_integer (subjects.count)
			io.put_new_line
			io.put_integer (c.lemma_user (7))
			io.put_new_line
		end

end

class
	COUNTER

create
	make

feature {NONE}

	make
		note
			status: creator
		do
			total := 0
		ensure
			modify_model ("total", Current)
			zero: total = 0
		end

feature

	total: INTEGER

	add (n: INTEGER)
		note
			explicit: wrapping
		require
			non_negative: n >= 0
			modify_field (["total", "closed"], Current)
		do
			unwrap
			total := total + n
			wrap
		ensure
			added: total = old total + n
			modify (Current)
		end

	move_to (other: COUNTER; n: INTEGER)
		require
			enough: n <= total
			non_negative: n >= 0
			is_wrapped and other.is_wrapped
		do
			total := total - n
			other.add (n)
		ensure
			modify_field (["total", "closed"], [Current, other])
			moved: total = old total - n
			reads (other)
		end

	twice (n: INTEGER): INTEGER
		note
			status: functional
		do
			Result := 2 * n
		end

	lemma_user (n: INTEGER): INTEGER
		do
			check use_definition (twice (n)) end
			check assume: twice (n) = n + n end
			check inv_without ("total_non_negative") end
			Result := n
		end

invariant
	total_non_negative: total >= 0

end
