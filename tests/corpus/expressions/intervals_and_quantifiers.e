-- across ... all/some ... end and the symbolic quantifiers ∀ x: c ¦ e and ∃ x: c ¦ e (x is the item).
-- expect: 10
-- expect: True
-- expect: False
-- expect: True
-- expect: False
-- expect: True
-- expect: True
-- expect: False
-- expect: True
-- expect: False

class
	INTERVALS_AND_QUANTIFIERS_TEST

create
	make

feature

	make
		local
			a: ARRAY [INTEGER]
			r: INTEGER_INTERVAL
		do
			a := <<2, 4, 6, 7>>
			r := 1 |..| 10
			io.put_integer (r.count)
			io.put_new_line
			show (across a as x all x.item > 0 end)
			show (across a as x all x.item \\ 2 = 0 end)
			show (across a as x some x.item = 7 end)
			show (across 1 |..| 0 as x some True end)
			show (∀ i: 1 |..| 5 ¦ i * i <= 25)
			show (∃ x: a ¦ x > 6)
			show (∀ x: a ¦ x < 7)
			show (is_prime (13))
			show (is_prime (15))
		end

	is_prime (n: INTEGER): BOOLEAN
		do
			Result := n > 1 and across 2 |..| (n - 1) as d all n \\ d.item /= 0 end
		end

	show (v: BOOLEAN)
		do
			io.put_boolean (v)
			io.put_new_line
		end

end
