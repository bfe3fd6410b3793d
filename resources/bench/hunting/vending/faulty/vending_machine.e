note
	description: "A machine selling one drink for 75 cents, paid with coins of 5, 10 and 25 cents."

class
	VENDING_MACHINE

create
	make

feature {NONE} -- Initialization

	make
		do
			stock := 10
		end

feature -- Access

	credit: INTEGER
			-- Cents inserted and not spent.

	stock: INTEGER
			-- Drinks left.

	sold: INTEGER
			-- Drinks sold.

	change_given: INTEGER
			-- Cents returned as change so far.

	Price: INTEGER = 75

feature -- Operation

	insert (coin: INTEGER)
			-- Insert `coin'.
		require
			known_coin: coin = 5 or coin = 10 or coin = 25
		do
			credit := credit + coin
		ensure
			credited: credit = old credit + coin
		end

	buy
			-- Sell a drink when the credit pays for it, and return the change.
		do
			if credit > Price and stock > 0 then
				change_given := change_given + credit - Price
				stock := stock - 1
				sold := sold + 1
				credit := 0
			elseif credit = Price then
				credit := 0
			end
		ensure
			paid_means_sold: old credit >= Price and old stock > 0 implies sold = old sold + 1
		end

invariant
	credit_not_negative: credit >= 0
	stock_not_negative: stock >= 0

end
