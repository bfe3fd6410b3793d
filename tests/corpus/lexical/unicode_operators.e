-- Unicode synonyms: ∧ and, ∨ or, ¬ not, ⇒ implies, ≤ <=, ≥ >=, ≠ /=.
-- expect: False
-- expect: True
-- expect: False
-- expect: True
-- expect: False
-- expect: True
-- expect: False
-- expect: True

class
	UNICODE_OPERATORS

create
	make

feature

	make
		local
			a, b: BOOLEAN
		do
			a := True
			b := False
			show (a ∧ b)
			show (a ∨ b)
			show (¬ a)
			show (b ⇒ a)
			show (a ⇒ b)
			show (3 ≤ 4)
			show (4 ≥ 5)
			show (3 ≠ 4)
		end

	show (v: BOOLEAN)
		do
			print (v)
			io.put_new_line
		end

end
