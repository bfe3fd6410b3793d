-- `=' and `/=' between two model values (MML_SEQUENCE, MML_SET, MML_BAG, MML_MAP,
-- MML_RELATION, MML_PAIR) compare the values, as AutoProof translates them (Seq#Equal …): a
-- postcondition `Result.sequence = sequence.extended (c)' holds when the items are the same.
-- Other references keep `=' as identity. The last call breaks such a postcondition.
-- expect: True False False True True True
-- expect: ab False
-- expect violation: postcondition appended
-- at: 82

class
	MML_EQUALITY_TEST

create
	make

feature

	make
		local
			s, t: MML_SEQUENCE [CHARACTER]
			w: MML_EQUALITY_WORD
		do
			s := (create {MML_SEQUENCE [CHARACTER]}) & 'a'
			t := create {MML_SEQUENCE [CHARACTER]}.singleton ('a')
			io.put_string ((s = t).out + " " + (s /= t).out + " " + (s = s & 'b').out)
			io.put_string (" " + ((create {MML_SET [INTEGER]}.singleton (1)) = ((create {MML_SET [INTEGER]}) & 1 & 1)).out)
			io.put_string (" " + ((create {MML_BAG [INTEGER]}.multiple (2, 2)) = ((create {MML_BAG [INTEGER]}) & 2 & 2)).out)
			io.put_string (" " + ((create {MML_MAP [INTEGER, INTEGER]}.singleton (1, 2)) = (create {MML_MAP [INTEGER, INTEGER]}).updated (1, 2)).out)
			io.put_new_line
			create w.make_empty
			w := w.extended ('a').extended ('b')
			io.put_string (w.text + " " + (w = w.extended ('c')).out)
			io.put_new_line
			w := w.wrongly_extended ('c')
		end

end

class
	MML_EQUALITY_WORD

create
	make_empty, make_from_sequence

feature {NONE} -- Initialization

	make_empty
		do
		end

	make_from_sequence (s: MML_SEQUENCE [CHARACTER])
		do
			sequence := s
		ensure
			sequence_set: sequence = s
		end

feature

	sequence: MML_SEQUENCE [CHARACTER]

	text: STRING
		do
			Result := ""
			across sequence as c loop
				Result.append_character (c.item)
			end
		end

	extended (c: CHARACTER): MML_EQUALITY_WORD
		do
			create Result.make_from_sequence (create {MML_SEQUENCE [CHARACTER]}.singleton (c))
			Result := create {MML_EQUALITY_WORD}.make_from_sequence (sequence + Result.sequence)
		ensure
			appended: Result.sequence = sequence.extended (c)
		end

	wrongly_extended (c: CHARACTER): MML_EQUALITY_WORD
		do
			create Result.make_from_sequence (sequence.prepended (c))
		ensure
			appended: Result.sequence = sequence.extended (c)
		end

end
