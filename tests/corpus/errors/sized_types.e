-- Invalid uses of the sized basic types: constants out of range, types without a conversion
-- between them (in assignment, argument passing and arithmetic), typed manifests that are not
-- manifests or do not fit, inspect choices out of range.
-- expect error: 30:10: integer constant 300 is out of range for INTEGER_8
-- expect error: 31:11: integer constant -1 is out of range for NATURAL_16
-- expect error: 32:10: type mismatch: assignment
-- expect error: 33:13: type mismatch
-- expect error: 34:14: type mismatch: operator `+' expects INTEGER_8, got NATURAL_8
-- expect error: 35:22: integer constant 256 is out of range for NATURAL_8
-- expect error: 36:22: type mismatch: manifest constant of type BOOLEAN given for INTEGER_16
-- expect error: 37:22: real constant is not a manifest constant of type INTEGER_16
-- expect error: 38:12: integer literal -18446744073709551615 is out of range for INTEGER_64
-- expect error: 40:9: inspect choice 256 is out of range for NATURAL_8

class
	SIZED_TYPES_ERRORS

create
	make

feature

	make
		local
			i8: INTEGER_8
			n16: NATURAL_16
			n8: NATURAL_8
			i: INTEGER
		do
			i8 := 300
			n16 := -1
			i8 := i
			take_n8 (n16)
			i := i8 + n8
			n8 := {NATURAL_8} 256
			i := {INTEGER_16} True
			i := {INTEGER_16} 1.5
			print (-18446744073709551615)
			inspect n8
			when 256 then print ("x")
			end
		end

	take_n8 (n: NATURAL_8)
		do
		end

end
