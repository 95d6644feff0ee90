CREATE EXTENSION IF NOT EXISTS citext;

CREATE TABLE zones (
  id integer PRIMARY KEY,
  name text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE branches (
  id integer PRIMARY KEY,
  name text NOT NULL,
  zone_id integer REFERENCES zones(id),
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE vehicle_types (
  id serial PRIMARY KEY,
  zone_id integer REFERENCES zones(id),
  slug text NOT NULL,
  name text NOT NULL,
  photo text NOT NULL DEFAULT '',
  max_seat integer NOT NULL DEFAULT 1,
  pickup_km_limit double precision NOT NULL DEFAULT 1,
  is_active boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX vehicle_types_zone_slug ON vehicle_types (coalesce(zone_id, 0), slug);

-- Money columns are whole centavos.
CREATE TABLE pricing_rows (
  id serial PRIMARY KEY,
  zone_id integer NOT NULL REFERENCES zones(id),
  vehicle_type_id integer NOT NULL REFERENCES vehicle_types(id),
  mode text NOT NULL CHECK (mode IN ('day', 'sunny', 'night')),
  trigger_type text NOT NULL DEFAULT 'time_at',
  trigger_value text NOT NULL DEFAULT '',
  base_fare integer NOT NULL CHECK (base_fare >= 0),
  base_km_limit double precision NOT NULL CHECK (base_km_limit >= 0),
  distance_fare integer NOT NULL CHECK (distance_fare >= 0),
  min_fare integer NOT NULL CHECK (min_fare >= 0),
  additional_percentage_fee double precision NOT NULL DEFAULT 0,
  pautos_base_fare integer,
  pautos_distance_fare integer,
  delivery_base_fare integer,
  delivery_distance_fare integer,
  UNIQUE (zone_id, vehicle_type_id, mode)
);

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  is_public boolean NOT NULL DEFAULT true
);

CREATE TABLE uploads (
  id uuid PRIMARY KEY,
  owner_id integer,
  kind text NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL,
  storage_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  email citext UNIQUE,
  phone text UNIQUE,
  password_hash text,
  birthday date,
  address text NOT NULL DEFAULT '',
  country_code text NOT NULL DEFAULT 'PH',
  nationality text,
  is_foreign boolean NOT NULL DEFAULT false,
  firebase_uid text UNIQUE,
  customizable_photo uuid REFERENCES uploads(id),
  passport uuid REFERENCES uploads(id),
  tourist_visa uuid REFERENCES uploads(id),
  note text NOT NULL DEFAULT '',
  branch_id integer REFERENCES branches(id),
  lat double precision,
  lng double precision,
  referred_by integer REFERENCES users(id),
  is_web boolean NOT NULL DEFAULT false,
  is_blocked boolean NOT NULL DEFAULT false,
  phone_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE user_roles (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('client', 'driver', 'admin', 'operations-manager', 'brp-partner-manager', 'area-operator')),
  PRIMARY KEY (user_id, role)
);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE otp_codes (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'reset')),
  code_hash text NOT NULL,
  ip text NOT NULL DEFAULT '',
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  verification_hash text,
  verification_expires_at timestamptz
);
CREATE INDEX otp_codes_phone ON otp_codes (phone, created_at DESC);
CREATE INDEX otp_codes_ip ON otp_codes (ip, created_at DESC);

CREATE TABLE sms_restrictions (
  key text PRIMARY KEY,
  until timestamptz NOT NULL
);

CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  account_key text NOT NULL,
  ip text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_account ON login_failures (account_key, at DESC);
CREATE INDEX login_failures_ip ON login_failures (ip, at DESC);

CREATE TABLE account_deletions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL,
  reason text NOT NULL DEFAULT '',
  deleted_at timestamptz NOT NULL DEFAULT now()
);

-- A driver is a user with the driver role and this profile (vehicle, services, online state).
CREATE TABLE drivers (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  branch_id integer NOT NULL REFERENCES branches(id),
  vehicle_type_id integer NOT NULL REFERENCES vehicle_types(id),
  vehicle_make text NOT NULL DEFAULT '',
  vehicle_model text NOT NULL DEFAULT '',
  color text NOT NULL DEFAULT '',
  reg_no text NOT NULL DEFAULT '',
  tricycle_color text CHECK (tricycle_color IN ('Blue', 'White', 'Green', 'Yellow')),
  accepts_ride boolean NOT NULL DEFAULT true,
  accepts_pautos boolean NOT NULL DEFAULT false,
  accepts_delivery boolean NOT NULL DEFAULT false,
  is_online boolean NOT NULL DEFAULT false,
  lat double precision,
  lng double precision,
  location_text text NOT NULL DEFAULT '',
  rating double precision NOT NULL DEFAULT 5,
  sim_phone text,
  is_approved boolean NOT NULL DEFAULT true,
  last_seen_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX drivers_online ON drivers (branch_id, is_online);
