note
	description: "[
		Two-way lists. The kernel keeps their items in the cells of LINKED_LIST: the
		features, contracts and `across' order (first to last) are those of LINKED_LIST,
		which TWO_WAY_LIST conforms to as in EiffelBase.
	]"

class
	TWO_WAY_LIST [G]

inherit
	LINKED_LIST [G]

create
	make

end
