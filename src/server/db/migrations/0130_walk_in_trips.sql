-- Walk-in trips: a driver records a passenger met on the street, or one who reached them through the home
-- map's contact buttons. Such a trip links the contact record it came from (the "first walk-in booking after a
-- web booking"); one contact becomes at most one trip.
ALTER TABLE bookings ADD COLUMN recently_booked_id bigint REFERENCES recently_booked(id) ON DELETE SET NULL;
CREATE UNIQUE INDEX bookings_recently_booked ON bookings (recently_booked_id) WHERE recently_booked_id IS NOT NULL;
CREATE INDEX recently_booked_driver ON recently_booked (driver_id, created_at DESC);
