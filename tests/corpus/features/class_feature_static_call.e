-- A feature whose postcondition says `class' may be called without an object, `{T}.f (args)'
-- (ECMA non-object call), like a constant; its contracts are checked as usual. A feature
-- without `class' still may not be called so.
-- expect: 12
-- expect: 7
-- expect violation: precondition positive

class
	CLASS_FEATURE_STATIC_CALL

create
	make

feature

	make
		do
			print ({CONVERSIONS}.doubled (6).out + "%N")
			print (({CONVERSIONS}.seven).out + "%N")
			print ({CONVERSIONS}.doubled (-1).out + "%N")
		end

end

expanded class
	CONVERSIONS

feature

	seven: INTEGER = 7

	doubled (n: INTEGER): INTEGER
		require
			positive: n > 0
		do
			Result := n * 2
		ensure
			class
			twice: Result = n + n
		end

end
