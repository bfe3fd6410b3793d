-- A list over a V_SPECIAL2 area, in the shape of AutoProof code: its ghost model `sequence'
-- (an MML attribute, so it starts as the empty sequence, never Void) and a merge that goes
-- wrong when both lists share one area: resizing in place keeps the area shared, and wiping
-- the other list out empties both.
-- expect: 0 True
-- expect: 2
-- expect violation: postcondition counts_added
-- at: 72

class
	SHARED_AREA_TEST

create
	make

feature

	make
		local
			area: V_SPECIAL2 [INTEGER]
			a, b, c: AREA_LIST
		do
			create area.make_filled (4, 1)
			create c.make_from_area (create {V_SPECIAL2 [INTEGER]}.make_filled (5, 1))
			create a.make_from_area (area)
			print (a.sequence.count.out + " " + a.sequence.is_empty.out)
			io.put_new_line
			a.merge (c)
			print (a.area.count)
			io.put_new_line
			create a.make_from_area (area)
			create b.make_from_area (area)
			a.merge (b)
		end

end

class
	AREA_LIST

create
	make_from_area

feature

	make_from_area (a: V_SPECIAL2 [INTEGER])
		do
			area := a
		end

	area: V_SPECIAL2 [INTEGER]

	sequence: MML_SEQUENCE [INTEGER]
		note
			status: ghost
		attribute
		end

	merge (other: AREA_LIST)
		require
			different: other /= Current
		local
			n, m: INTEGER
		do
			n := area.count
			m := other.area.count
			area := area.aliased_resized_area_with_default2 (0, n + m)
			area.copy_data (other.area, 0, n, m)
			sequence := area.sequence
			other.wipe_out
		ensure
			counts_added: area.count = old area.count + old other.area.count
		end

	wipe_out
		do
			area.wipe_out
			create sequence
		end

end
