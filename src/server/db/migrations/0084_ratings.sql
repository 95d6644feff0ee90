-- Ratings after a delivered trip: the rider rates the driver and the driver rates the rider, once each.
-- Customer statistics average the ratings drivers gave a customer and list them as driver reviews.

CREATE TABLE booking_ratings (
  id bigserial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  rater_role text NOT NULL CHECK (rater_role IN ('rider', 'driver')),
  rater_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ratee_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  message text NOT NULL DEFAULT '' CHECK (length(message) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (booking_id, rater_role)
);
CREATE INDEX booking_ratings_ratee ON booking_ratings (ratee_id, rater_role, created_at DESC);
