note
	description: "[
		Root of every class: equality, copying, printing and the shared `io'.
		Every class without an inherit clause inherits ANY; `default_create'
		is the creation procedure of classes without a create clause.
	]"

class
	ANY

feature -- Initialization

	default_create
			-- Default initialization: nothing to do.
		do
		end

feature -- Comparison

	is_equal (other: like Current): BOOLEAN
			-- Is `other' attached to an object considered equal to current object?
			-- By default field-by-field (see `standard_is_equal'); redefined by
			-- STRING_8, ARRAY, lists, ... to compare contents.
		require
			other_not_void: other /= Void
		external
			"built_in"
		end

	standard_is_equal (other: like Current): BOOLEAN
			-- Is `other' field-by-field identical to current object?
		require
			other_not_void: other /= Void
		external
			"built_in"
		end

	same_type (other: ANY): BOOLEAN
			-- Is type of current object identical to type of `other'?
		require
			other_not_void: other /= Void
		external
			"built_in"
		end

feature -- Duplication

	twin: like Current
			-- New object equal to `Current': a blank object of the same dynamic
			-- type on which `copy (Current)' has been called.
		external
			"built_in"
		end

	copy (other: like Current)
			-- Update current object using fields of object attached to `other'.
			-- Redefined by containers so that copies do not share their storage.
		require
			other_not_void: other /= Void
			type_identity: same_type (other)
		do
			standard_copy (other)
		end

	standard_copy (other: like Current)
			-- Copy every field of `other' onto the corresponding field of current object.
		require
			other_not_void: other /= Void
			type_identity: same_type (other)
		external
			"built_in"
		end

feature -- Access

	generating_type: STRING
			-- Name of current object's dynamic type, e.g. "ARRAY [INTEGER_32]".
		external
			"built_in"
		end

feature -- Output

	out: STRING
			-- New string containing terse printable representation of current object.
		external
			"built_in"
		end

	io: STD_FILES
			-- Handle to standard file setup.
		once
			create Result
		end

	print (o: detachable ANY)
			-- Write terse external representation of `o' on standard output.
		do
			if attached o then
				io.put_string (o.out)
			end
		end

feature -- Basic operations

	frozen do_nothing
			-- Execute a null action.
		do
		end

end
