-- The hours a driver stands by for failed-booking bonus rides ('Bunos Ride', X2 BRP Points), one set per day.
CREATE TABLE driver_standby_times (
  driver_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day text NOT NULL CHECK (day ~ '^\d{4}-\d{2}-\d{2}$'),
  time_in text NOT NULL CHECK (time_in ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  time_out text NOT NULL CHECK (time_out ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (driver_id, day)
);
CREATE INDEX bookings_failed ON bookings (zone_id, cancelled_at) WHERE cancelled_by_who = 'system';
