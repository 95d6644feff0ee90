-- The operators' metrics count recent offers and the bookings under way every few seconds: both are read
-- from small index ranges, never by scanning the whole history.
CREATE INDEX booking_offers_created ON booking_offers (created_at);
CREATE INDEX bookings_under_way ON bookings (status) WHERE status IN ('pending', 'preparing', 'arrived', 'enroute');
