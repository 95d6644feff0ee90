-- Non-ride orders (pautos now, delivery next): where each order stands in its service's status machine, and
-- the append-only history of every change (the spec's status entries). Money columns are whole centavos.

CREATE TABLE order_states (
  booking_id integer PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  service text NOT NULL CHECK (service IN ('pautos', 'delivery')),
  status_key text NOT NULL CHECK (length(status_key) BETWEEN 1 AND 60),
  -- Budget sent by the customer and not yet confirmed or refused by the driver.
  amount_pending integer NOT NULL DEFAULT 0 CHECK (amount_pending >= 0),
  -- Budget the driver confirmed receiving, and what was spent at the store.
  total_received integer NOT NULL DEFAULT 0 CHECK (total_received >= 0),
  total_spent integer NOT NULL DEFAULT 0 CHECK (total_spent >= 0),
  -- Who made the last change ('customer', 'driver', 'store', 'staff', 'system').
  initiator text NOT NULL DEFAULT 'customer',
  -- Bumped on every change; clients compare it to know whether their copy is current.
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE TABLE order_status_entries (
  id bigserial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  service text NOT NULL CHECK (service IN ('pautos', 'delivery')),
  -- The status key this entry moved the order to.
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 60),
  role text NOT NULL CHECK (role IN ('customer', 'driver', 'store', 'staff', 'system')),
  -- How the change came in: 'book', 'update-status', 'send-budget', 'cancel', 'dispatch', ...
  method text NOT NULL CHECK (method ~ '^[a-z0-9-]{1,40}$'),
  -- The customer's bank or e-wallet transfer reference of a budget sent.
  reference text CHECK (reference IS NULL OR length(reference) BETWEEN 1 AND 100),
  amount_sent integer CHECK (amount_sent IS NULL OR amount_sent > 0),
  total_spent integer CHECK (total_spent IS NULL OR total_spent >= 0),
  payload jsonb NOT NULL DEFAULT '{}',
  actor_user_id integer REFERENCES users(id),
  -- A retried request (same key) finds this entry instead of making a second one.
  idempotency_key text CHECK (idempotency_key IS NULL OR length(idempotency_key) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (booking_id, idempotency_key)
);
CREATE INDEX order_status_entries_booking ON order_status_entries (booking_id, id);

CREATE FUNCTION order_status_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM bookings WHERE id = OLD.booking_id) THEN
    RETURN OLD; -- the booking itself is being removed (cascade)
  END IF;
  RAISE EXCEPTION 'order_status_entries is append-only';
END;
$$;
CREATE TRIGGER order_status_entries_no_update BEFORE UPDATE OR DELETE ON order_status_entries
  FOR EACH ROW EXECUTE FUNCTION order_status_entries_append_only();
