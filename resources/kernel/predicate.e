note
	description: "Agents of boolean functions (see ROUTINE and FUNCTION)."

class
	PREDICATE [OPEN_ARGS -> detachable TUPLE create default_create end]

inherit
	FUNCTION [OPEN_ARGS, BOOLEAN]

create {NONE}
	default_create

end
