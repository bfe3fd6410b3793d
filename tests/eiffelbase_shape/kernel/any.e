note
	description: "Project-wide universal properties, with the built-ins of EiffelBase's ANY."

class
	ANY

feature -- Access

	generator: STRING
			-- Name of the current object's generating class
		external
			"built_in"
		end

	generating_type: TYPE [detachable like Current]
			-- Type of the current object
		external
			"built_in"
		end

feature -- Status report

	conforms_to (other: ANY): BOOLEAN
			-- Does the type of the current object conform to that of `other'?
		external
			"built_in"
		end

	same_type (other: ANY): BOOLEAN
			-- Is the type of the current object identical to that of `other'?
		external
			"built_in"
		ensure
			definition: Result = (conforms_to (other) and other.conforms_to (Current))
		end

feature -- Comparison

	is_equal (other: like Current): BOOLEAN
			-- Is `other' attached to an object considered equal to the current object?
		external
			"built_in"
		end

	frozen standard_is_equal (other: like Current): BOOLEAN
			-- Is `other' attached to an object of the same type with identical fields?
		external
			"built_in"
		end

	frozen is_deep_equal (other: like Current): BOOLEAN
			-- Are the object structures reachable from Current and `other' isomorphic?
		external
			"built_in"
		end

feature -- Duplication

	frozen twin: like Current
			-- New object equal to the current one (`copy' redefinitions used)
		external
			"built_in"
		end

	copy (other: like Current)
			-- Update the current object using the fields of `other'.
		external
			"built_in"
		end

	frozen standard_copy (other: like Current)
			-- Copy every field of `other' onto the current object.
		external
			"built_in"
		ensure
			is_standard_equal: standard_is_equal (other)
		end

	frozen standard_twin: like Current
			-- New object field-by-field identical to the current one
		external
			"built_in"
		end

	frozen deep_twin: like Current
			-- New object structure duplicating everything reachable from Current
		external
			"built_in"
		ensure
			deep_equal: Result.is_deep_equal (Current)
		end

	frozen deep_copy (other: like Current)
			-- Make Current a deep copy of `other'.
		do
			copy (other.deep_twin)
		ensure
			deep_equal: is_deep_equal (other)
		end

feature -- Output

	out: STRING
			-- New string containing a terse printable representation
		do
			Result := tagged_out
		end

	frozen tagged_out: STRING
			-- New string with the generating type and the fields
		external
			"built_in"
		end

	io: STD_FILES
			-- Handle to the standard files
		once
			create Result
		end

	print (o: detachable ANY)
			-- Write a terse representation of `o' on the standard output.
		do
			if attached o then
				io.put_string (o.out)
			end
		end

feature -- Basic operations

	default_create
			-- Process instances of classes with no creation clause.
		do
		end

	do_nothing
			-- Execute a null action.
		do
		end

	default_pointer: POINTER
			-- The null address
		do
		end

end
