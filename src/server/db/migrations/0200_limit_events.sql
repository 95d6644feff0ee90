-- Allowances that must hold when requests arrive together (gift-code tries, codes sent from one network): one
-- row per use, counted over a sliding window under a lock on the key, so a burst cannot pass the count before
-- its own uses are written. Rows older than a day are swept.
CREATE TABLE limit_events (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX limit_events_key ON limit_events (key, at DESC);
CREATE INDEX limit_events_at ON limit_events (at);

-- Files a registration token has carried, taken before the file is stored.
ALTER TABLE registration_tickets ADD COLUMN uploads integer NOT NULL DEFAULT 0;
