-- How an errand's purchase is paid: 'e-wallet' (the customer sends the budget to the driver's e-wallet before
-- the driver buys) or 'cash' (the driver advances up to the agreed budget and the customer pays the amount
-- spent, with the errand fee, in cash on delivery against the store receipt).
ALTER TABLE pautos_orders
  ADD COLUMN payment text NOT NULL DEFAULT 'e-wallet' CHECK (payment IN ('e-wallet', 'cash'));
