note
	description: "The runtime's reflection services, all `built_in static'"

class
	ISE_RUNTIME

feature -- Types

	frozen dynamic_type (object: ANY): INTEGER
			-- Type id of the dynamic type of `object'
		external
			"built_in static"
		end

	frozen generating_type_of_type (a_type_id: INTEGER): STRING
			-- Name of the type numbered `a_type_id'
		external
			"built_in static"
		end

	frozen generator_of_type (a_type_id: INTEGER): STRING
			-- Name of the class of the type numbered `a_type_id'
		external
			"built_in static"
		end

	frozen type_conforms_to (a_type_id_1, a_type_id_2: INTEGER): BOOLEAN
			-- Does the first type conform to the second?
		external
			"built_in static"
		end

	frozen new_instance_of (a_type_id: INTEGER): ANY
			-- New object of the type numbered `a_type_id', fields at their defaults
		external
			"built_in static"
		end

	frozen new_type_instance_of (a_type_id: INTEGER): TYPE [detachable ANY]
			-- The type object of the type numbered `a_type_id'
		external
			"built_in static"
		end

	frozen is_attached_type (a_type_id: INTEGER): BOOLEAN
			-- Is the type numbered `a_type_id' attached?
		external
			"built_in static"
		end

	frozen detachable_type (a_type_id: INTEGER): INTEGER
			-- Id of the detachable version of the type numbered `a_type_id'
		external
			"built_in static"
		end

feature -- Fields

	frozen field_count_of_type (a_type_id: INTEGER): INTEGER
			-- Number of fields of objects of the type numbered `a_type_id'
		external
			"built_in static"
		end

	frozen integer_32_field (i: INTEGER; a_object: POINTER; a_physical_offset: INTEGER): INTEGER
			-- Field `i' of the object at `a_object'
		external
			"built_in static"
		end

	frozen reference_field (i: INTEGER; a_object: POINTER; a_physical_offset: INTEGER): detachable ANY
			-- Field `i' of the object at `a_object'
		external
			"built_in static"
		end

	frozen set_integer_32_field (i: INTEGER; a_object: POINTER; a_physical_offset: INTEGER; value: INTEGER)
			-- Set field `i' of the object at `a_object' to `value'.
		external
			"built_in static"
		end

feature -- Assertions

	frozen check_assert (b: BOOLEAN): BOOLEAN
			-- Turn assertion checking to `b'; was it on?
		external
			"built_in static"
		end

	frozen in_assertion: BOOLEAN
			-- Is an assertion being evaluated?
		external
			"built_in static"
		end

end
