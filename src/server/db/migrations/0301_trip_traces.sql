-- The driver's positions during each trip (en route), filtered for jumps, for replay and a fare re-check:
-- a trip whose driven distance differs from the quoted one by more than the staff's margin is flagged (the rider
-- still pays the quote).
CREATE TABLE trip_trace (
  id bigserial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  accuracy_m real
);
CREATE INDEX trip_trace_booking ON trip_trace (booking_id, at);

ALTER TABLE bookings
  ADD COLUMN driven_km double precision,
  ADD COLUMN trace_flagged boolean NOT NULL DEFAULT false;

-- The margin's setting (traceDistanceMarginPercent) is seeded at start with its default from the code's
-- constants, as the other settings of the seed are.
