-- Driver portal: sign-up applications reviewed by staff, ID card details and their change requests, and the
-- branch each booking point was earned in (only some branches take part in the booking-points reward).

-- A driver who signs up on the web waits here until staff approve (drivers.is_approved follows the decision).
CREATE TABLE driver_applications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 500),
  vehicle_photo uuid NOT NULL REFERENCES uploads(id),
  driver_license uuid NOT NULL REFERENCES uploads(id),
  vehicle_papers uuid NOT NULL REFERENCES uploads(id),
  reviewed_by integer REFERENCES users(id),
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX driver_applications_pending ON driver_applications (created_at) WHERE status = 'pending';

-- The details printed on a driver's ID card; one row per account, written once and changed only after staff
-- approve a change request.
CREATE TABLE id_infos (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  emergency_contact_person text NOT NULL CHECK (length(emergency_contact_person) BETWEEN 1 AND 100),
  emergency_contact_phone text NOT NULL CHECK (emergency_contact_phone ~ '^\+63[0-9]{10}$'),
  blood_type text NOT NULL CHECK (blood_type IN ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'Unknown')),
  gcash_qr_text text NOT NULL CHECK (length(gcash_qr_text) BETWEEN 1 AND 2000),
  qr_type text NOT NULL CHECK (qr_type IN ('GCash')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A driver asks to change the card's details; approval lets them fill the form again.
CREATE TABLE id_change_requests (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reviewed_by integer REFERENCES users(id),
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX id_change_requests_one_pending ON id_change_requests (user_id) WHERE status = 'pending';

ALTER TABLE booking_points ADD COLUMN branch_id integer REFERENCES branches(id);
UPDATE booking_points p SET branch_id = d.branch_id FROM drivers d WHERE d.user_id = p.driver_id;
CREATE INDEX booking_points_driver_branch ON booking_points (driver_id, branch_id);

-- Where drivers send their ID card images for printing, per branch (spec: branch 2 and branch 3 each have one).
INSERT INTO app_settings (key, value, description, is_public) VALUES
  ('id_printing_shop_branch_2', '', 'Printing shop (name, address, contact) that prints Puerto Princesa ID cards', true),
  ('id_printing_shop_branch_3', '', 'Printing shop (name, address, contact) that prints El Nido ID cards', true)
ON CONFLICT (key) DO NOTHING;
