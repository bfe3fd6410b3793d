note
	description: "Object inspection over ISE_RUNTIME, as EiffelBase's INTERNAL and REFLECTOR do it"

class
	REFLECTOR

feature -- Access

	dynamic_type (object: ANY): INTEGER
			-- Type id of `object'
		do
			Result := {ISE_RUNTIME}.dynamic_type (object)
		end

	field_count (object: ANY): INTEGER
			-- Number of fields of `object'
		do
			Result := {ISE_RUNTIME}.field_count_of_type (dynamic_type (object))
		end

	integer_32_field (i: INTEGER; object: ANY): INTEGER
			-- Field `i' of `object'
		do
			Result := {ISE_RUNTIME}.integer_32_field (i, $object, 0)
		end

	reference_field (i: INTEGER; object: ANY): detachable ANY
			-- Field `i' of `object'
		do
			Result := {ISE_RUNTIME}.reference_field (i, $object, 0)
		end

	set_integer_32_field (i: INTEGER; object: ANY; value: INTEGER)
			-- Set field `i' of `object' to `value'.
		do
			{ISE_RUNTIME}.set_integer_32_field (i, $object, 0, value)
		end

	type_name_of_type (type_id: INTEGER): STRING
			-- Name of the type numbered `type_id'
		do
			Result := {ISE_RUNTIME}.generating_type_of_type (type_id)
		end

	class_name_of_type (type_id: INTEGER): STRING
			-- Name of the class of the type numbered `type_id'
		do
			Result := {ISE_RUNTIME}.generator_of_type (type_id)
		end

	type_of_type (type_id: INTEGER): TYPE [detachable ANY]
			-- The type object of the type numbered `type_id'
		do
			Result := {ISE_RUNTIME}.new_type_instance_of (type_id)
		end

	is_attached_type (type_id: INTEGER): BOOLEAN
			-- Is the type numbered `type_id' attached?
		do
			Result := {ISE_RUNTIME}.is_attached_type (type_id)
		end

	detachable_type (type_id: INTEGER): INTEGER
			-- Id of the detachable version of the type numbered `type_id'
		do
			Result := {ISE_RUNTIME}.detachable_type (type_id)
		end

	new_instance_of (type_id: INTEGER): ANY
			-- New object of the type numbered `type_id'
		do
			Result := {ISE_RUNTIME}.new_instance_of (type_id)
		end

end
