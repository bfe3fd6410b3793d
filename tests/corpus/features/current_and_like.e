-- Current; anchored types like Current and like attribute.
-- expect: 2
-- expect: True
-- expect: True
-- expect: False
-- expect: 2

class
	CURRENT_AND_LIKE_TEST

create
	make

feature

	make
		local
			n1, n2: NODE
		do
			create n1.make (1)
			n2 := n1.extended (2)
			io.put_integer (n2.value)
			io.put_new_line
			io.put_boolean (n2.previous = n1)
			io.put_new_line
			io.put_boolean (n1.me = n1)
			io.put_new_line
			io.put_boolean (n1.same_value (n2))
			io.put_new_line
			io.put_integer (n1.double_value)
			io.put_new_line
		end

end

class
	NODE

create
	make

feature

	make (v: INTEGER)
		do
			value := v
		end

	value: INTEGER

	previous: detachable like Current

	me: like Current
		do
			Result := Current
		end

	extended (v: INTEGER): like Current
		do
			create Result.make (v)
			Result.set_previous (Current)
		end

	set_previous (p: like Current)
		do
			previous := p
		end

	same_value (other: like Current): BOOLEAN
		do
			Result := value = other.value
		end

	double_value: like value
		do
			Result := value * 2
		end

end
