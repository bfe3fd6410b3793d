-- Stress test of the kernel lists: any wrong kernel contract shows up as a violation.
-- expect: 0
-- expect: True

class
	LIST_STRESS_TEST

create
	make

feature

	make
			-- Apply the same pseudo-random operations to an ARRAYED_LIST, a LINKED_LIST and
			-- an ARRAY model, only when their preconditions hold, and compare them; every
			-- kernel contract is checked along the way.
		local
			a: ARRAYED_LIST [INTEGER]
			l: LINKED_LIST [INTEGER]
			step, op, v, mismatches: INTEGER
		do
			create a.make (0)
			create l.make
			seed := 12345
			from
				step := 1
			until
				step > 3000
			loop
				op := random (14)
				v := random (50)
				inspect op
				when 0, 1 then
					a.extend (v)
					l.extend (v)
				when 2 then
					a.put_front (v)
					l.put_front (v)
				when 3 then
					if not a.before then
						a.put_left (v)
						l.put_left (v)
					end
				when 4 then
					if not a.after then
						a.put_right (v)
						l.put_right (v)
					end
				when 5 then
					if not a.off then
						a.remove
						l.remove
					end
				when 6 then
					if not a.off then
						a.replace (v)
						l.replace (v)
					end
				when 7 then
					a.start
					l.start
				when 8 then
					a.finish
					l.finish
				when 9 then
					if not a.after then
						a.forth
						l.forth
					end
				when 10 then
					if not a.before then
						a.back
						l.back
					end
				when 11 then
					v := random (a.count + 2)
					a.go_i_th (v)
					l.go_i_th (v)
				when 12 then
					a.search (v)
					l.search (v)
				else
					if a.count > 0 then
						v := random (a.count) + 1
						a.put_i_th (step, v)
						l.put_i_th (step, v)
					end
				end
				if a.count > 60 then
					a.wipe_out
					l.wipe_out
				end
				if not same (a, l) then
					mismatches := mismatches + 1
				end
				step := step + 1
			end
			io.put_integer (mismatches)
			io.put_new_line
			io.put_boolean (a.count = l.count and a.index = l.index)
			io.put_new_line
		end

	same (a: ARRAYED_LIST [INTEGER]; l: LINKED_LIST [INTEGER]): BOOLEAN
		local
			i: INTEGER
		do
			Result := a.count = l.count and a.index = l.index
			from
				i := 1
			until
				not Result or i > a.count
			loop
				Result := a.i_th (i) = l.i_th (i)
				i := i + 1
			end
			if Result and not a.off then
				Result := a.item = l.item
			end
			Result := Result and a.occurrences (7) = l.occurrences (7) and a.has (3) = l.has (3)
		end

	seed: INTEGER

	random (n: INTEGER): INTEGER
			-- Pseudo-random integer in 0 .. n - 1
		require
			positive: n > 0
		do
			seed := (seed * 1103 + 12345) \\ 65536
			Result := seed \\ n
		ensure
			in_range: 0 <= Result and Result < n
		end

end
