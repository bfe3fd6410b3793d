-- A conditional expression takes the type its context needs when every branch can have it,
-- as manifest constants do in EiffelStudio: integer constants into INTEGER_16 and NATURAL_8,
-- an integer and a real constant into REAL_32, an INTEGER_16 value and a constant into
-- INTEGER_64.
-- expect: 1 0 255 7 0.5 3 -1

class
	CONDITIONAL_MANIFEST_TYPE_TEST

create
	make

feature

	make
		do
			io.put_string (short (0).out + " " + short (5).out + " " + byte (True).out + " " + byte (False).out)
			io.put_string (" " + half (False).out + " " + wide (3, True).out + " " + wide (3, False).out)
			io.put_new_line
		end

	short (n: INTEGER_16): INTEGER_16
		do
			Result := if - n = 0 then 1 else 0 end
		end

	byte (b: BOOLEAN): NATURAL_8
		do
			Result := if b then 255 elseif not b then 7 else 0 end
		end

	half (b: BOOLEAN): REAL_32
		do
			Result := if b then 1 else 0.5 end
		end

	wide (x: INTEGER_16; b: BOOLEAN): INTEGER_64
		do
			Result := if b then x else -1 end
		end

end
