-- A renamed feature is called by its new name in the heir and by its old name through the parent type.
-- expect: vehicle
-- expect: vehicle

class
	RENAME_TEST

create
	make

feature

	make
		local
			c: CAR
			v: VEHICLE
		do
			create c
			io.put_string (c.car_name)
			io.put_new_line
			v := c
			io.put_string (v.name)
			io.put_new_line
		end

end

class
	VEHICLE

feature

	name: STRING
		do
			Result := "vehicle"
		end

end

class
	CAR

inherit
	VEHICLE
		rename
			name as car_name
		end

end
