-- ROUTINE.valid_operands checks each open operand against the agent's own operand type, which
-- may be narrower than the variable's (generic conformance is covariant): the same type, a
-- descendant and Void for a detachable operand are valid; an INTEGER where the agent wants a
-- STRING is not, and calling the agent with it violates `call's precondition.
-- expect: True
-- expect: True
-- expect: True
-- expect: True
-- expect: False
-- expect: text
-- expect violation: precondition valid_operands

class
	AGENT_VALID_OPERANDS

create
	make

feature

	make
		local
			on_text: PROCEDURE [TUPLE [STRING]]
			on_any: PROCEDURE [TUPLE [ANY]]
			on_item: PROCEDURE [TUPLE [detachable ITEM]]
			big: BIG_ITEM
		do
			on_text := agent show
			print (on_text.valid_operands (["text"]).out + "%N")
			create big
			on_item := agent note_item
			print (on_item.valid_operands ([big]).out + "%N")
			print (on_item.valid_operands ([Void]).out + "%N")
			on_any := on_text
			print (on_any.valid_operands (["text"]).out + "%N")
			print (on_any.valid_operands ([5]).out + "%N")
			on_any.call (["text"])
			on_any.call ([5])
		end

	show (s: STRING)
		do
			print (s + "%N")
		end

	note_item (i: detachable ITEM)
		do
		end

end

class
	ITEM

end

class
	BIG_ITEM

inherit
	ITEM

end
