note
	description: "[
		Type objects: `{T}' as an expression is the object of type TYPE [T] that stands
		for the type T (`{INTEGER}.name', `({G}).default', `t = {STRING}'). There is one
		object per type in a run, so `=' compares types. A type written with formal
		generics (`{G}', `{ARRAY [G]}') stands for the type of the current object's
		actual generics.
	]"

frozen class
	TYPE [G]

inherit
	ANY
		redefine
			out
		end

feature -- Access

	name: STRING
			-- Name of the type, e.g. "ARRAY [INTEGER_32]".
		external
			"built_in"
		end

	default: detachable G
			-- Default value of the type: 0, False, '%U', 0.0, a fresh object of an
			-- expanded type, Void for a reference type.
		external
			"built_in"
		end

	has_default: BOOLEAN
			-- Does the type have a default value other than Void (an expanded type)?
		external
			"built_in"
		end

	is_expanded: BOOLEAN
			-- Is the type expanded (basic types included)?
		do
			Result := has_default
		end

feature -- Output

	out: STRING
			-- The type's name.
		do
			Result := name
		end

end
