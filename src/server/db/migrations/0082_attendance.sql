-- Attendance verified at the scanner: staff scan a driver's ID card (its QR is the driver's referral link) or
-- meeting pass and verify that the person attended; one record per person per Manila day.

CREATE TABLE attendance_records (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  attended_on date NOT NULL,
  attended_at timestamptz NOT NULL DEFAULT now(),
  verified_by integer REFERENCES users(id) ON DELETE SET NULL,
  UNIQUE (user_id, attended_on)
);
