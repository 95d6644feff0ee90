-- Walk-in trips earn booking points (and count toward the 24-hour quota and the leaderboard) only when they
-- were real trips: far and long enough, with the driver's positions during the trip showing the drive, and
-- within a daily number per driver. A trip that fails is still recorded with its fare, but counts for nothing.
ALTER TABLE bookings ADD COLUMN counts_for_rewards boolean NOT NULL DEFAULT true;
-- What the driver is told about a finished walk-in: earned or not, and why (reason, distance, duration, rules).
ALTER TABLE bookings ADD COLUMN walk_in_points jsonb;
-- The Manila day a walk-in earned its points on: the daily cap counts these.
ALTER TABLE bookings ADD COLUMN walk_in_rewarded_on date;
CREATE INDEX bookings_walk_in_rewarded ON bookings (driver_id, walk_in_rewarded_on)
  WHERE walk_in_rewarded_on IS NOT NULL;
-- Drivers on a walk-in trip right now: their positions are kept as the trip's trace.
CREATE INDEX bookings_walk_in_enroute ON bookings (driver_id) WHERE is_walk_in AND status = 'enroute';

-- The positions a driver sent during a walk-in trip (at most one every few seconds).
CREATE TABLE walk_in_trace (
  id bigserial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL
);
CREATE INDEX walk_in_trace_booking ON walk_in_trace (booking_id, at);

INSERT INTO app_settings (key, value, description, is_public) VALUES
  ('walk_in_points_min_km', '0.5',
   'Walk-in trips: the shortest trip (road kilometres) that earns booking points and counts toward quotas', true),
  ('walk_in_points_min_minutes', '2',
   'Walk-in trips: the shortest trip (minutes from start to drop-off) that earns booking points and counts toward quotas', true),
  ('walk_in_points_daily_cap', '10',
   'Walk-in trips: how many a driver''s walk-in trips a day (Manila time) can earn booking points and count toward quotas', true)
ON CONFLICT (key) DO NOTHING;
