-- A detachable entity stays detachable where no condition proves it attached: in the branch
-- where the test failed, after a detachable value is assigned (also in an inner branch), in
-- the left operand of `and then', after `or', and for a qualified name.
-- expect error: 24:11: type mismatch: argument 1 of `show' expects STRING_8, got detachable STRING_8
-- expect error: 31:11: type mismatch: argument 1 of `show' expects STRING_8, got detachable STRING_8
-- expect error: 33:15: type mismatch: argument 1 of `length' expects STRING_8, got detachable STRING_8
-- expect error: 36:11: type mismatch: argument 1 of `show' expects STRING_8, got detachable STRING_8
-- expect error: 39:11: type mismatch: argument 1 of `show' expects STRING_8, got detachable STRING_8

class
	ATTACHMENT_NOT_NARROWED

create
	make

feature

	make
		local
			s: detachable STRING
			b: detachable BOX
		do
			if s = Void then
				show (s)
			end
			s := "a"
			if s /= Void then
				if s.count = 1 then
					s := Void
				end
				show (s)
			end
			if length (s) = 1 and then s /= Void then
			end
			if s /= Void or s.count = 1 then
				show (s)
			end
			if b /= Void and then b.item /= Void then
				show (b.item)
			end
		end

	show (x: STRING)
		do
			print (x)
		end

	length (x: STRING): INTEGER
		do
			Result := x.count
		end

end

class
	BOX

feature

	item: detachable STRING

end
