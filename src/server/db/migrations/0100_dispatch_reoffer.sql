-- Dispatch keeps looking: a driver whose offer lapsed or was declined may be offered the booking again after a
-- pause when nobody else is free (the same offer row, reopened: `offers` counts how often it was made), and
-- the rider is told once the first round found nobody (`still_looking_since`).
ALTER TABLE booking_offers ADD COLUMN offers integer NOT NULL DEFAULT 1;
ALTER TABLE bookings ADD COLUMN still_looking_since timestamptz;
