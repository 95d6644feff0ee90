-- Ride bookings, their status history, dispatch offers, chat, saved delivery addresses and coupons.
-- Money columns are whole centavos.

CREATE TABLE payment_methods (
  id integer PRIMARY KEY,
  name text NOT NULL,
  photo text NOT NULL DEFAULT '',
  is_web boolean NOT NULL DEFAULT true
);
INSERT INTO payment_methods (id, name, photo, is_web) VALUES
  (1, 'Cash', '/payment/cash.svg', true),
  (8, 'E-Wallet', '/payment/wallet.svg', false);

CREATE TABLE coupons (
  id serial PRIMARY KEY,
  code citext NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9_-]{1,40}$'),
  description text NOT NULL DEFAULT '',
  discount_percent integer NOT NULL CHECK (discount_percent BETWEEN 1 AND 100),
  expires_at timestamptz,
  max_uses integer CHECK (max_uses IS NULL OR max_uses >= 0),
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO coupons (code, description, discount_percent) VALUES ('BRP10', 'Demo coupon: 10% off the fare', 10);

-- Saved delivery addresses; Home, Work and Affinity are reserved types, one of each per account.
CREATE TABLE delivery_addresses (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  address text NOT NULL,
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT 'Philippines',
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX delivery_addresses_user ON delivery_addresses (user_id, id);
CREATE UNIQUE INDEX delivery_addresses_reserved_type ON delivery_addresses (user_id, name)
  WHERE name IN ('Home', 'Work', 'Affinity');

CREATE TABLE bookings (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id),
  driver_id integer REFERENCES users(id),
  service text NOT NULL DEFAULT 'ride' CHECK (service IN ('ride', 'pautos', 'delivery')),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'preparing', 'arrived', 'enroute', 'delivered', 'cancelled')),
  zone_id integer NOT NULL REFERENCES zones(id),
  branch_id integer REFERENCES branches(id),
  vehicle_type_id integer NOT NULL REFERENCES vehicle_types(id),
  payment_method_id integer NOT NULL REFERENCES payment_methods(id),
  is_web boolean NOT NULL DEFAULT true,
  is_walk_in boolean NOT NULL DEFAULT false,
  is_quick_book boolean NOT NULL DEFAULT false,
  pricing_mode text NOT NULL CHECK (pricing_mode IN ('day', 'sunny', 'night')),
  pickup_address text NOT NULL,
  pickup_latitude double precision NOT NULL,
  pickup_longitude double precision NOT NULL,
  dropoff_address text NOT NULL,
  dropoff_latitude double precision NOT NULL,
  dropoff_longitude double precision NOT NULL,
  driver_accept_latitude double precision,
  driver_accept_longitude double precision,
  note text NOT NULL DEFAULT '',
  has_luggage boolean NOT NULL DEFAULT false,
  coupon_id integer REFERENCES coupons(id),
  coupon_code text,
  discount_percent integer NOT NULL DEFAULT 0,
  discount integer NOT NULL DEFAULT 0,
  tip integer NOT NULL DEFAULT 0 CHECK (tip >= 0),
  luggage_fee integer NOT NULL DEFAULT 0,
  web_fee integer NOT NULL DEFAULT 0,
  sub_total integer NOT NULL CHECK (sub_total >= 0),
  total integer NOT NULL CHECK (total >= 0),
  -- The rates the fare was computed with (vehicle_type{base_km_limit, min_fare, distance_fare}, markup).
  rates jsonb NOT NULL DEFAULT '{}',
  -- The spec's trip_details: eta, km_distance, pickup_distance, pickup_exceed_km, pickup_charge_fee, ...
  trip_details jsonb NOT NULL DEFAULT '{}',
  -- The whole computeFare breakdown, for the console and invoices.
  fare jsonb NOT NULL DEFAULT '{}',
  verification_code text NOT NULL,
  -- 256 random bits; whoever holds it sees the reduced shared view (no phones, no codes).
  share_token text NOT NULL UNIQUE,
  reason text,
  cancelled_by_who text CHECK (cancelled_by_who IN ('user', 'driver', 'admin', 'system')),
  cancelled_by_user_id integer REFERENCES users(id),
  cancelled_at timestamptz,
  -- When dispatch next looks at this booking (offer expiry or retry); NULL once it has a driver or ended.
  next_dispatch_at timestamptz,
  accepted_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A rider has at most one live booking; a driver runs at most one trip. These make races safe.
CREATE UNIQUE INDEX bookings_one_active_per_user ON bookings (user_id)
  WHERE status IN ('pending', 'preparing', 'arrived', 'enroute');
CREATE UNIQUE INDEX bookings_one_active_per_driver ON bookings (driver_id)
  WHERE status IN ('preparing', 'arrived', 'enroute');
CREATE INDEX bookings_dispatch_due ON bookings (next_dispatch_at) WHERE status = 'pending';
CREATE INDEX bookings_user ON bookings (user_id, created_at DESC);
CREATE INDEX bookings_driver ON bookings (driver_id, created_at DESC);
CREATE INDEX bookings_cancelled_by ON bookings (cancelled_by_user_id, cancelled_at) WHERE cancelled_at IS NOT NULL;

CREATE TABLE booking_statuses (
  id bigserial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  name text NOT NULL,
  actor_user_id integer REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX booking_statuses_booking ON booking_statuses (booking_id, id);

-- POST /booking replays: the same key from the same account gives the first answer, never a second booking.
CREATE TABLE booking_requests (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  booking_id integer REFERENCES bookings(id) ON DELETE CASCADE,
  status_code integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, idempotency_key)
);

-- Dispatch: one offer at a time per booking and per driver; each driver is offered a booking once.
CREATE TABLE booking_offers (
  id bigserial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  driver_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'declined', 'expired', 'closed')),
  distance_km double precision,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  responded_at timestamptz,
  UNIQUE (booking_id, driver_id)
);
CREATE UNIQUE INDEX booking_offers_open_per_booking ON booking_offers (booking_id) WHERE status = 'open';
CREATE UNIQUE INDEX booking_offers_open_per_driver ON booking_offers (driver_id) WHERE status = 'open';

CREATE TABLE driver_earnings (
  id bigserial PRIMARY KEY,
  booking_id integer NOT NULL UNIQUE REFERENCES bookings(id) ON DELETE CASCADE,
  driver_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX driver_earnings_driver ON driver_earnings (driver_id, created_at);

-- Booking points towards the quota reward: 1 for a web/online booking, 0.5 for a walk-in.
CREATE TABLE booking_points (
  id bigserial PRIMARY KEY,
  driver_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  booking_id integer NOT NULL UNIQUE REFERENCES bookings(id) ON DELETE CASCADE,
  points numeric(4, 1) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_points_driver ON booking_points (driver_id, created_at);

CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  sender_id integer NOT NULL REFERENCES users(id),
  client_id text NOT NULL,
  text text NOT NULL,
  photos jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (booking_id, sender_id, client_id)
);
CREATE INDEX chat_messages_booking ON chat_messages (booking_id, id);

-- How far each participant has read a booking's chat.
CREATE TABLE chat_reads (
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  last_seen_id bigint NOT NULL DEFAULT 0,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (booking_id, user_id)
);
