note
	description: "[
		Truth values. The operators are written in Eiffel; the interpreter is
		expected to evaluate `and then', `or else' and `implies' itself, with
		short-circuit, instead of calling the features below.
		The Unicode synonyms ∧ ∨ ¬ ⇒ are mapped by the lexer to and, or, not, implies.
	]"

expanded class
	BOOLEAN

inherit
	HASHABLE
		redefine
			out, is_equal
		end

feature -- Basic operations

	conjuncted alias "and" (other: BOOLEAN): BOOLEAN
			-- Boolean conjunction with `other'
		do
			if Current then
				Result := other
			end
		end

	conjuncted_semistrict alias "and then" (other: BOOLEAN): BOOLEAN
			-- Boolean semi-strict conjunction with `other'
		do
			if Current then
				Result := other
			end
		end

	disjuncted alias "or" (other: BOOLEAN): BOOLEAN
			-- Boolean disjunction with `other'
		do
			if Current then
				Result := True
			else
				Result := other
			end
		end

	disjuncted_semistrict alias "or else" (other: BOOLEAN): BOOLEAN
			-- Boolean semi-strict disjunction with `other'
		do
			if Current then
				Result := True
			else
				Result := other
			end
		end

	disjuncted_exclusive alias "xor" (other: BOOLEAN): BOOLEAN
			-- Boolean exclusive or with `other'
		do
			if Current then
				if other then
					Result := False
				else
					Result := True
				end
			else
				Result := other
			end
		end

	implication alias "implies" (other: BOOLEAN): BOOLEAN
			-- Boolean implication of `other' (semi-strict)
		do
			if Current then
				Result := other
			else
				Result := True
			end
		end

	negated alias "not": BOOLEAN
			-- Negation
		do
			if Current then
				Result := False
			else
				Result := True
			end
		end

feature -- Comparison

	is_equal (other: like Current): BOOLEAN
			-- Same truth value? (`=' on basic values is primitive.)
		do
			Result := Current = other
		end

feature -- Access

	hash_code: INTEGER
			-- Hash code value: 1 for True, 0 for False
		do
			if Current then
				Result := 1
			end
		end

feature -- Output

	out: STRING
			-- "True" or "False"
		do
			if Current then
				Result := "True"
			else
				Result := "False"
			end
		end

end
