-- Reading item when the cursor is after violates LIST.item's precondition not_off.
-- expect: 1
-- expect: 2
-- expect violation: precondition not_off

class
	LIST_ITEM_OFF_TEST

create
	make

feature

	make
		local
			l: ARRAYED_LIST [INTEGER]
		do
			create l.make (3)
			l.extend (1)
			l.extend (2)
			from
				l.start
			until
				l.after
			loop
				io.put_integer (l.item)
				io.put_new_line
				l.forth
			end
			io.put_integer (l.item)
		end

end
