note
	description: "[
		AutoProof's pairs (MML): the elements of an MML_RELATION, as values. Pairs are compared
		with `~' or `=' (the same left and right elements, each compared with `=').
	]"

class
	MML_PAIR [G, H]

inherit
	ANY
		redefine
			is_equal
		end

create
	make

feature {NONE} -- Initialization

	make (x: G; y: H)
			-- Create the pair (`x', `y').
		do
			left := x
			right := y
		ensure
			left_set: left = x
			right_set: right = y
		end

feature -- Access

	left: G
			-- Left element.

	right: H
			-- Right element.

feature -- Comparison

	is_equal (other: like Current): BOOLEAN
			-- The same left and right elements?
		do
			Result := left = other.left and right = other.right
		end

end
