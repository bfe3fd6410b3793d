-- An heir of STRING_8 with its own attribute, creation procedure and queries: AutoTest creates
-- it with STRING_8's `make' and its own `make_tagged' and calls STRING_8's built-ins on it
-- (tests/cli/native_heir_cli.cmake). `first_upper' is wrong on an empty string.

class
	TAGGED_STRING

inherit
	STRING_8

create
	make, make_tagged

feature

	make_tagged (n: INTEGER; t: INTEGER)
		require
			n >= 0
			n <= 1000
		do
			make (n)
			tag := t
		ensure
			tag = t
			is_empty
		end

	tag: INTEGER

	doubled: STRING_8
		do
			Result := Current + Current
		ensure
			Result.count = 2 * count
		end

	first_upper: CHARACTER_8
		do
			Result := as_upper.item (1)
		end

end
