-- Every time a driver goes online or offline, or changes the services they take while online: the online
-- drivers dashboard counts drivers per hour from these rows, and tracking shows a driver's activity today.
-- A trigger on drivers writes them, so every way a driver's status changes (the app, the sweep of drivers
-- who stopped reporting) is recorded the same way.

CREATE TABLE driver_online_events (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  is_online boolean NOT NULL,
  accepts_ride boolean NOT NULL,
  accepts_pautos boolean NOT NULL,
  accepts_delivery boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX driver_online_events_time ON driver_online_events (created_at);
CREATE INDEX driver_online_events_user ON driver_online_events (user_id, created_at DESC);

CREATE FUNCTION drivers_record_online_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.is_online THEN
      INSERT INTO driver_online_events (user_id, is_online, accepts_ride, accepts_pautos, accepts_delivery)
      VALUES (NEW.user_id, true, NEW.accepts_ride, NEW.accepts_pautos, NEW.accepts_delivery);
    END IF;
  ELSIF OLD.is_online IS DISTINCT FROM NEW.is_online
     OR (NEW.is_online AND (OLD.accepts_ride, OLD.accepts_pautos, OLD.accepts_delivery)
                           IS DISTINCT FROM (NEW.accepts_ride, NEW.accepts_pautos, NEW.accepts_delivery)) THEN
    INSERT INTO driver_online_events (user_id, is_online, accepts_ride, accepts_pautos, accepts_delivery)
    VALUES (NEW.user_id, NEW.is_online, NEW.accepts_ride, NEW.accepts_pautos, NEW.accepts_delivery);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER drivers_online_event AFTER INSERT OR UPDATE ON drivers
  FOR EACH ROW EXECUTE FUNCTION drivers_record_online_event();
