-- Plain `and' and `or' do not evaluate their right operand when the left decides, as in
-- EiffelStudio and gec (ECMA-367 leaves it to the compiler; libraries rely on it: a queue's
-- `has' loops `until j = 0 or v ~ area.item (i)' on an empty area). Called often enough that
-- the loop runs as register code too; `xor' still needs both operands.
-- expect: False
-- expect: True
-- expect: 2
-- expect: False
-- expect violation: void_call
-- at: 34

class
	SEMISTRICT_AND_OR_TEST

create
	make

feature

	make
		local
			k, found: INTEGER
			s: detachable STRING
		do
			show (has (create {ARRAY [INTEGER]}.make_empty, 5))
			show (has (<<1, 5, 7>>, 5))
			from k := 1 until k > 50 loop
				if has (<<k, k + 1>>, 3) then found := found + 1 end
				k := k + 1
			end
			io.put_integer (found)
			io.put_new_line
			show (s /= Void and s.count > 0)
			show (s /= Void xor s.count > 0)
		end

	has (a: ARRAY [INTEGER]; v: INTEGER): BOOLEAN
			-- Searches from the upper end, reading `a' only while an index is left.
		local
			j: INTEGER
		do
			from j := a.count until j = 0 or a [j] = v loop
				j := j - 1
			end
			Result := j > 0 and a [j] = v
		end

	show (v: BOOLEAN)
		do
			io.put_boolean (v)
			io.put_new_line
		end

end
