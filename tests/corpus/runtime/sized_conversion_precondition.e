-- `to_integer_8' requires the value to fit (EiffelBase's contract); `as_integer_8' wraps.
-- expect: 44
-- expect violation: precondition not_too_big

class
	SIZED_CONVERSION_PRECONDITION

create
	make

feature

	make
		local
			i: INTEGER
		do
			i := 300
			print (i.as_integer_8.out + "%N")
			print (i.to_integer_8)
		end

end
