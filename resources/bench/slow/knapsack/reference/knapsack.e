note
	description: "0/1 knapsack: items with a weight and a value, the best value within a capacity."

class
	KNAPSACK

create
	make

feature {NONE} -- Initialization

	make (c: INTEGER)
			-- Create an empty knapsack holding a weight of at most `c'.
		require
			capacity_in_range: 0 <= c and c <= 50
		do
			capacity := c
			create weights.make_filled (0, 1, 8)
			create values.make_filled (0, 1, 8)
		ensure
			capacity_set: capacity = c
			empty: count = 0
		end

feature -- Access

	capacity: INTEGER
			-- Heaviest load allowed.

	count: INTEGER
			-- Number of items.

	total_value: INTEGER
			-- Value of all items together.
		local
			i: INTEGER
		do
			from
				i := 1
			until
				i > count
			loop
				Result := Result + values [i]
				i := i + 1
			end
		end

	best_value: INTEGER
			-- Highest value of items, each taken at most once, weighing at most `capacity'.
		local
			table: ARRAY [INTEGER]
			i, c, width: INTEGER
		do
			width := capacity + 1
			create table.make_filled (0, 0, (count + 1) * width - 1)
			from
				i := 1
			until
				i > count
			loop
				from
					c := 0
				until
					c > capacity
				loop
					table [i * width + c] := table [(i - 1) * width + c]
					if weights [i] <= c and then table [(i - 1) * width + c - weights [i]] + values [i] > table [i * width + c] then
						table [i * width + c] := table [(i - 1) * width + c - weights [i]] + values [i]
					end
					c := c + 1
				end
				i := i + 1
			end
			Result := table [count * width + capacity]
		ensure
			not_negative: Result >= 0
			at_most_all: Result <= total_value
		end

feature -- Element change

	put (w, v: INTEGER)
			-- Add an item of weight `w' and value `v'.
		require
			not_full: count < 8
			positive_weight: 1 <= w and w <= 50
			value_in_range: 0 <= v and v <= 1000
		do
			count := count + 1
			weights [count] := w
			values [count] := v
		ensure
			one_more: count = old count + 1
		end

feature {NONE} -- Implementation

	weights, values: ARRAY [INTEGER]
			-- Items 1 .. `count'.

invariant
	count_in_range: 0 <= count and count <= 8
	capacity_in_range: 0 <= capacity and capacity <= 50

end
