-- The kernel's model classes keep their own contracts: every feature of MML_SEQUENCE, MML_SET,
-- MML_BAG, MML_MAP, MML_RELATION, MML_PAIR, SIMPLE_ARRAY and SIMPLE_LIST is called on every
-- value built from the sequences over {1, 2} of length at most 2 (and with every argument in
-- range), with contracts monitored: a model whose implementation breaks one of its
-- postconditions stops the run. The counts are the calls made per class.
-- expect: sequence 776
-- expect: set 535
-- expect: bag 792
-- expect: map 459
-- expect: relation 759
-- expect: array 184

class
	MML_MODEL_CONTRACTS_TEST

create
	make

feature

	make
		do
			build
			sequences
			report ("sequence")
			sets
			report ("set")
			bags
			report ("bag")
			maps
			report ("map")
			relations
			report ("relation")
			arrays
			report ("array")
		end

feature -- Values

	all_sequences: ARRAYED_LIST [MML_SEQUENCE [INTEGER]]
			-- The sequences over {1, 2} of length 0, 1 and 2.

	build
		local
			e: MML_SEQUENCE [INTEGER]
		do
			create all_sequences.make (7)
			create e
			all_sequences.extend (e)
			across 1 |..| 2 as x loop
				all_sequences.extend (e & x.item)
			end
			across 1 |..| 2 as x loop
				across 1 |..| 2 as y loop
					all_sequences.extend (e & x.item & y.item)
				end
			end
		end

	calls: INTEGER

	called
		do
			calls := calls + 1
		end

	report (name: STRING)
		do
			io.put_string (name + " " + calls.out)
			io.put_new_line
			calls := 0
		end

	keep (b: BOOLEAN)
			-- A query's result, used.
		do
			called
		end

feature -- Classes

	sequences
		local
			s: MML_SEQUENCE [INTEGER]
		do
			across all_sequences as c loop
				s := c.item
				keep (s.is_empty)
				keep (s.count >= 0)
				keep (s.domain.count = s.count)
				keep (s.range.count <= s.count)
				keep (s.to_bag.count = s.count)
				keep (s.to_map.count = s.count)
				keep (s.reverse.count = s.count)
				keep (s.non_void)
				keep (s.no_duplicates)
				keep (s.empty_sequence.is_empty)
				keep (s.to_array.count = s.count)
				s.lemma_no_duplicates
				called
				if not s.is_empty then
					keep (s.first = s [1])
					keep (s.last = s [s.count])
					keep (s.but_first.count = s.count - 1)
					keep (s.but_last.count = s.count - 1)
				end
				across 1 |..| 3 as x loop
					keep (s.has (x.item))
					keep (s.occurrences (x.item) >= 0)
					keep (s.is_constant (x.item))
					keep (s.index_of (x.item) >= 0)
					keep ((s & x.item).count = s.count + 1)
					keep (s.prepended (x.item).count = s.count + 1)
					keep ((create {MML_SEQUENCE [INTEGER]}.constant (x.item, s.count)).count = s.count)
					keep ((create {MML_SEQUENCE [INTEGER]}.singleton (x.item)).count = 1)
					across 1 |..| s.count as i loop
						keep (s [i.item] > 0)
						keep (s.replaced_at (i.item, x.item).count = s.count)
						if x.item = 1 then
							keep (s.removed_at (i.item).count = s.count - 1)
						end
					end
					across 1 |..| (s.count + 1) as i loop
						keep (s.extended_at (i.item, x.item).count = s.count + 1)
					end
				end
				across 0 |..| (s.count + 1) as l loop
					keep (s.front (l.item).count <= s.count)
					keep (s.tail (l.item).count <= s.count)
					across 0 |..| (s.count + 1) as u loop
						keep (s.interval (l.item, u.item).count <= s.count)
					end
				end
				across all_sequences as t loop
					keep ((s + t.item).count = s.count + t.item.count)
					keep (s.is_prefix_of (t.item))
					keep (s <= t.item)
					keep (s ~ t.item)
					keep (s = t.item)
				end
			end
		end

	sets
		local
			s: MML_SET [INTEGER]
			i: MML_INTERVAL
		do
			across all_sequences as c loop
				s := c.item.range
				keep (s.count >= 0)
				keep (s.non_void)
				keep (s.empty_set.is_empty)
				if not s.is_empty then
					keep (s.any_item > 0)
					keep (s.min <= s.max)
					called
				end
				across 1 |..| 3 as x loop
					keep (s [x.item])
					keep ((s & x.item).has (x.item))
					keep (not (s / x.item).has (x.item))
					keep ((create {MML_SET [INTEGER]}.singleton (x.item)).count = 1)
				end
				across all_sequences as d loop
					keep ((s + d.item.range).count >= s.count)
					keep ((s * d.item.range).count <= s.count)
					keep ((s - d.item.range).count <= s.count)
					keep ((s ^ d.item.range).count >= 0)
					keep (s <= d.item.range)
					keep (s >= d.item.range)
					keep (s.is_disjoint (d.item.range))
					keep (s ~ d.item.range)
					if d.item.range <= s and s.count <= d.item.range.count then
						s.lemma_subset (d.item.range)
						called
					end
				end
				create i.from_range (1, c.item.count)
				keep (i.count = c.item.count)
			end
		end

	bags
		local
			b: MML_BAG [INTEGER]
		do
			across all_sequences as c loop
				b := c.item.to_bag
				keep (b.count >= 0)
				keep (b.is_empty)
				keep (b.is_valid)
				keep (b.domain.count <= b.count)
				keep (b.empty_bag.is_empty)
				b.lemma_domain_count
				called
				across b as x loop
					keep (b [x.item] > 0)
				end
				across 0 |..| 2 as k loop
					keep (b.is_constant (k.item))
				end
				across 1 |..| 3 as x loop
					keep (b.has (x.item))
					keep ((b & x.item) [x.item] = b [x.item] + 1)
					keep ((b / x.item).count <= b.count)
					keep (not (b.removed_all (x.item)).has (x.item))
					b.lemma_remove_all (x.item)
					called
					keep ((create {MML_BAG [INTEGER]}.singleton (x.item)).count = 1)
					across 0 |..| 2 as n loop
						keep (b.extended_multiple (x.item, n.item).count = b.count + n.item)
						keep (b.removed_multiple (x.item, n.item).count <= b.count)
						keep ((create {MML_BAG [INTEGER]}.multiple (x.item, n.item)).count = n.item)
						b.lemma_remove_multiple (x.item, n.item)
						called
					end
				end
				across all_sequences as d loop
					keep ((b + d.item.to_bag).count = b.count + d.item.count)
					keep ((b * d.item.to_bag).count <= b.count)
					keep ((b - d.item.to_bag).count <= b.count)
					keep ((b | d.item.range).count <= b.count)
					keep (b <= d.item.to_bag)
					keep (b.is_disjoint (d.item.to_bag))
					keep (b ~ d.item.to_bag)
				end
			end
		end

	maps
		local
			m: MML_MAP [INTEGER, INTEGER]
		do
			across all_sequences as c loop
				m := c.item.to_map
				keep (m.count = c.item.count)
				keep (m.is_empty)
				keep (m.range.count <= m.count)
				keep (m.to_bag.count = m.count)
				keep (m.inverse.count = m.count)
				keep (m.empty_map.is_empty)
				across m as k loop
					keep (m [k.item] > 0)
				end
				across 1 |..| 3 as x loop
					keep (m.has (x.item))
					keep (m.is_constant (x.item))
					keep (m.updated (x.item, 5) [x.item] = 5)
					keep (not m.removed (x.item).domain.has (x.item))
					keep ((create {MML_MAP [INTEGER, INTEGER]}.singleton (x.item, 0)).count = 1)
					if not m.domain.has (x.item) then
						keep (m.extended (x.item, 0).count = m.count + 1)
					end
				end
				across all_sequences as d loop
					keep ((m | d.item.range).count <= m.count)
					keep ((m + d.item.to_map).count >= m.count)
					keep (m.is_disjoint (d.item.to_map))
					keep (m ~ d.item.to_map)
					if d.item.range <= m.domain then
						keep (m.image (d.item.range).count <= m.count)
						keep (m.sequence_image (d.item).count = d.item.count)
						if d.item.no_duplicates then
							m.lemma_sequence_image_bag (d.item)
							called
						end
					end
				end
			end
		end

	relations
		local
			r: MML_RELATION [INTEGER, INTEGER]
			p: MML_PAIR [INTEGER, INTEGER]
		do
			across all_sequences as c loop
				r := c.item.to_map.inverse
				keep (r.count >= 0)
				keep (r.is_empty)
				keep (r.domain.count <= r.count)
				keep (r.range.count <= r.count)
				keep (r.to_set.count = r.count)
				keep (r.inverse.count = r.count)
				keep (r.empty_relation.is_empty)
				across r as q loop
					keep (r [q.item.left, q.item.right])
				end
				across 1 |..| 3 as x loop
					keep (r.image_of (x.item).count <= r.count)
					keep ((create {MML_RELATION [INTEGER, INTEGER]}.singleton (x.item, 1)).count = 1)
					across 1 |..| 3 as y loop
						keep (r.has (x.item, y.item))
						keep (r.extended (x.item, y.item).has (x.item, y.item))
						keep (not r.removed (x.item, y.item).has (x.item, y.item))
						create p.make (x.item, y.item)
						keep (p ~ create {MML_PAIR [INTEGER, INTEGER]}.make (x.item, y.item))
						keep (p.left + p.right > 0)
					end
				end
				across all_sequences as d loop
					keep ((r + d.item.to_map.inverse).count >= r.count)
					keep ((r * d.item.to_map.inverse).count <= r.count)
					keep ((r - d.item.to_map.inverse).count <= r.count)
					keep ((r ^ d.item.to_map.inverse).count >= 0)
					keep ((r | d.item.range).count <= r.count)
					keep (r.image (d.item.range).count <= r.count)
					keep (r ~ d.item.to_map.inverse)
				end
			end
		end

	arrays
		local
			a, b: SIMPLE_ARRAY [INTEGER]
			l: SIMPLE_LIST [INTEGER]
		do
			across all_sequences as c loop
				create a.init (c.item)
				create b.make_from_array (a)
				called
				keep (b.sequence ~ a.sequence)
				create b.make_from_array (c.item.to_array)
				called
				create b.make (c.item.count)
				called
				create b.make_empty
				called
				keep (a.count = c.item.count)
				keep (a.is_empty)
				keep (a.valid_index (1))
				keep (a.subarray (1, a.count).count = a.count)
				across 1 |..| 3 as x loop
					keep (a.has (x.item))
				end
				across 1 |..| a.count as i loop
					keep (a [i.item] > 0)
					a.put (a [i.item], i.item)
					called
					a.swap (1, i.item)
					called
				end
				a.force (3, a.count + 1)
				called
				a.force (2, 1)
				called
				a.remove_at (a.count)
				called
				create l.init (c.item)
				called
				l.extend_back (1)
				l.extend_front (2)
				l.put (3, 1)
				l.remove_at (l.count)
				keep (l.first = 3)
				keep (l.last > 0)
				keep (l.has (3))
				keep (l [1] = 3)
				l.remove_front
				if not l.is_empty then
					l.remove_back
				end
				l.wipe_out
				keep (l.is_empty)
				create l.make
				called
			end
		end

end
