note
	description: "Agents of procedures (see ROUTINE)."

class
	PROCEDURE [OPEN_ARGS -> detachable TUPLE create default_create end]

inherit
	ROUTINE [OPEN_ARGS]

create {NONE}
	default_create

end
