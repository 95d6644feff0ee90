-- Failed-booking standby ('X2 BRP Points'): a booking a driver takes during the standby time they picked earns
-- its booking points a second time, as its own row of the points ledger. A booking now has at most one row of
-- each kind: its trip points and, when it qualifies, the standby bonus; so a retried delivery pays neither twice.
ALTER TABLE booking_points ADD COLUMN kind text NOT NULL DEFAULT 'trip'
  CHECK (kind IN ('trip', 'standby-bonus'));
ALTER TABLE booking_points DROP CONSTRAINT booking_points_booking_id_key;
ALTER TABLE booking_points ADD CONSTRAINT booking_points_booking_kind UNIQUE (booking_id, kind);
