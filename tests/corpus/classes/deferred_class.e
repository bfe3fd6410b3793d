-- expect: 9
-- expect: area 9

class
	DEFERRED_CLASS_TEST

create
	make

feature

	make
		local
			s: SHAPE
			sq: SQUARE
		do
			create sq.make (3)
			s := sq
			io.put_integer (s.area)
			io.put_new_line
			io.put_string (s.description)
			io.put_new_line
		end

end

deferred class
	SHAPE

feature

	area: INTEGER
		deferred
		end

	description: STRING
		do
			Result := "area " + area.out
		end

end

class
	SQUARE

inherit
	SHAPE

create
	make

feature

	make (s: INTEGER)
		do
			side := s
		end

	side: INTEGER

	area: INTEGER
		do
			Result := side * side
		end

end
