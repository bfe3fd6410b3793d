-- and then, or else and implies do not evaluate their right operand when the left decides.
-- expect: False
-- expect: True
-- expect: False
-- expect: False
-- expect: False
-- expect: True
-- expect: True
-- expect: True
-- expect: True
-- expect: False
-- expect: True
-- expect: True

class
	BOOLEAN_OPERATORS_TEST

create
	make

feature

	make
		local
			s: detachable STRING
		do
			show (True and False)
			show (True or False)
			show (True xor True)
			show (not True)
			show (s /= Void and then s.count > 0)
			show (s = Void or else s.count > 0)
			show (s /= Void implies s.count > 0)
			show (False implies (1 // zero = 1))
			show (True or else (1 // zero = 1))
			show (False and then (1 // zero = 1))
			show (not False and True)
			show (True or False and False)
		end

	zero: INTEGER

	show (v: BOOLEAN)
		do
			io.put_boolean (v)
			io.put_new_line
		end

end
