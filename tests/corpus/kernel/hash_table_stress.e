-- Stress test of HASH_TABLE (with removals and growth) against a model.
-- expect: 0
-- expect: True
-- expect: True

class
	HASH_TABLE_STRESS_TEST

create
	make

feature

	make
			-- Pseudo-random put/force/remove/replace on a HASH_TABLE [INTEGER, STRING]
			-- checked against a plain array model indexed by the key's number.
		local
			t: HASH_TABLE [INTEGER, STRING]
			model: ARRAY [INTEGER]
			step, k, v, op, mismatches, i: INTEGER
			key: STRING
		do
			create t.make (0)
			create model.make_filled (-1, 0, 99)
			seed := 777
			from
				step := 1
			until
				step > 4000
			loop
				k := random (100)
				v := random (1000)
				key := "k" + k.out
				op := random (5)
				inspect op
				when 0 then
					t.put (v, key)
					if model [k] = -1 then
						model.put (v, k)
					end
				when 1 then
					t.force (v, key)
					model.put (v, k)
				when 2 then
					t.remove (key)
					model.put (-1, k)
				when 3 then
					t.replace (v, key)
					if model [k] /= -1 then
						model.put (v, k)
					end
				else
					if not t.has (key) then
						t.extend (v, key)
						model.put (v, k)
					end
				end
				step := step + 1
			end
			from
				i := 0
			until
				i > 99
			loop
				key := "k" + i.out
				if t.has (key) /= (model [i] /= -1) then
					mismatches := mismatches + 1
				elseif t.has (key) and then t [key] /= model [i] then
					mismatches := mismatches + 1
				end
				i := i + 1
			end
			io.put_integer (mismatches)
			io.put_new_line
			io.put_boolean (t.count = 100 - model.occurrences (-1))
			io.put_new_line
			io.put_boolean (t.keys.count = t.count and t.linear_representation.count = t.count)
			io.put_new_line
		end

	seed: INTEGER

	random (n: INTEGER): INTEGER
			-- Pseudo-random integer in 0 .. n - 1
		require
			positive: n > 0
		do
			seed := (seed * 1103 + 12345) \\ 65536
			Result := seed \\ n
		end

end
