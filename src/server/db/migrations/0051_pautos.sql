-- Errands (pautos): what the customer asked for, the drivers' payment accounts budgets are sent to, and the
-- receipt images of budget transfers and store purchases. Money columns are whole centavos.

CREATE TABLE pautos_orders (
  booking_id integer PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  items_to_purchase text NOT NULL CHECK (length(items_to_purchase) BETWEEN 1 AND 2000),
  -- The customer's estimate; the real budget is what they send.
  total_budget integer NOT NULL DEFAULT 0 CHECK (total_budget >= 0),
  store_location_details text NOT NULL DEFAULT '' CHECK (length(store_location_details) <= 500),
  special_instructions text NOT NULL DEFAULT '' CHECK (length(special_instructions) <= 500),
  pautos_fee integer NOT NULL CHECK (pautos_fee >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Where a driver takes budget transfers (GCash, bank, ...): shown to the customer of the driver's errand.
CREATE TABLE driver_payment_accounts (
  id serial PRIMARY KEY,
  driver_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  number text NOT NULL CHECK (length(number) BETWEEN 1 AND 60),
  instructions text NOT NULL DEFAULT '' CHECK (length(instructions) <= 500),
  photo text CHECK (photo IS NULL OR length(photo) <= 300),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX driver_payment_accounts_driver ON driver_payment_accounts (driver_id) WHERE deleted_at IS NULL;

-- Receipt images of an order: the customer's budget transfer, the driver's store receipt. Seen only by the
-- order's customer, its driver and staff.
CREATE TABLE order_files (
  id uuid PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('budget-receipt', 'store-receipt')),
  mime text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  storage_key text NOT NULL,
  uploaded_by integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_files_booking ON order_files (booking_id, created_at);
