-- Unicode in comments (∀ x ∈ ℕ: x ≥ 0), strings and characters: strings keep their UTF-8
-- text, a character literal is its code point, and `%/code/' escapes give any character
-- (in decimal, 0x hexadecimal, 0c octal, 0b binary). CHARACTER_8 holds codes up to 255.
-- expect: Grüße, ∀ – ✓
-- expect: € €
-- expect: 233
-- expect: 255
-- expect: 65 65 65

class
	UNICODE_TEXT

create
	make

feature

	make
		do
			io.put_string ("Grüße, ∀ – ✓")
			io.put_new_line
			io.put_string ("%/0x20AC/ %/8364/") -- the euro sign, in hexadecimal and decimal
			io.put_new_line
			io.put_integer (('é').code)
			io.put_new_line
			io.put_integer (('ÿ').code)
			io.put_new_line
			io.put_integer (('%/65/').code)
			io.put_string (" ")
			io.put_integer (('%/0c101/').code)
			io.put_string (" ")
			io.put_integer (('%/0b1000001/').code)
			io.put_new_line
		end

end
