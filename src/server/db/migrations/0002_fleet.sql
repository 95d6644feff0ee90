-- Fleet: what the home map needs beside the drivers table (recently booked log, active users).

-- Every call, text and "don't book" a visitor makes from a driver's popup on the map (spec part 1 §4).
CREATE TABLE recently_booked (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  action_slug text NOT NULL CHECK (action_slug IN ('call_driver', 'text_driver', 'dont_book', 'view_details')),
  driver_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The account that acted, when logged in; the name is kept as logged so the list reads the same later.
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  user_name text,
  -- The confirmed first contact of a popup (the one that notifies), as opposed to later direct actions.
  is_notified boolean NOT NULL DEFAULT false
);
CREATE INDEX recently_booked_time ON recently_booked (created_at DESC);

-- The last time each account used the API, and where, for the active-users heatmap. Written at most once
-- every few minutes per account.
CREATE TABLE user_activity (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  last_active_at timestamptz NOT NULL DEFAULT now(),
  lat double precision,
  lng double precision,
  located_at timestamptz
);
CREATE INDEX user_activity_recent ON user_activity (last_active_at DESC);

CREATE INDEX drivers_online_type ON drivers (is_online, vehicle_type_id) WHERE is_online;
